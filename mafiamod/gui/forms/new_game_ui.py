# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'new_game.ui'
##
## Created by: Qt User Interface Compiler version 6.12.0
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QMetaObject)
from PySide6.QtWidgets import (QFormLayout, QGroupBox, QHBoxLayout, QLabel,
    QLineEdit, QListWidget, QPlainTextEdit, QPushButton,
    QRadioButton, QSizePolicy, QSpacerItem, QSpinBox,
    QTableWidget, QTableWidgetItem, QTextBrowser, QVBoxLayout,
    QWidget, QWizard, QWizardPage)

from mafiamod.gui.wizard_page import CheckedPage

class Ui_NewGameWizard(object):
    def setupUi(self, NewGameWizard):
        if not NewGameWizard.objectName():
            NewGameWizard.setObjectName(u"NewGameWizard")
        NewGameWizard.resize(760, 560)
        NewGameWizard.setWizardStyle(QWizard.WizardStyle.ModernStyle)
        self.setupPage = QWizardPage()
        self.setupPage.setObjectName(u"setupPage")
        self.setupLayout = QHBoxLayout(self.setupPage)
        self.setupLayout.setObjectName(u"setupLayout")
        self.setupColumn = QVBoxLayout()
        self.setupColumn.setObjectName(u"setupColumn")
        self.setupList = QListWidget(self.setupPage)
        self.setupList.setObjectName(u"setupList")
        self.setupList.setMaximumWidth(240)

        self.setupColumn.addWidget(self.setupList)

        self.buildSetupButton = QPushButton(self.setupPage)
        self.buildSetupButton.setObjectName(u"buildSetupButton")
        self.buildSetupButton.setMaximumWidth(240)

        self.setupColumn.addWidget(self.buildSetupButton)

        self.ownSetupButtons = QHBoxLayout()
        self.ownSetupButtons.setObjectName(u"ownSetupButtons")
        self.editSetupButton = QPushButton(self.setupPage)
        self.editSetupButton.setObjectName(u"editSetupButton")

        self.ownSetupButtons.addWidget(self.editSetupButton)

        self.deleteSetupButton = QPushButton(self.setupPage)
        self.deleteSetupButton.setObjectName(u"deleteSetupButton")

        self.ownSetupButtons.addWidget(self.deleteSetupButton)


        self.setupColumn.addLayout(self.ownSetupButtons)


        self.setupLayout.addLayout(self.setupColumn)

        self.setupInfo = QTextBrowser(self.setupPage)
        self.setupInfo.setObjectName(u"setupInfo")

        self.setupLayout.addWidget(self.setupInfo)

        NewGameWizard.addPage(self.setupPage)
        self.playersPage = CheckedPage()
        self.playersPage.setObjectName(u"playersPage")
        self.playersLayout = QVBoxLayout(self.playersPage)
        self.playersLayout.setObjectName(u"playersLayout")
        self.titleForm = QFormLayout()
        self.titleForm.setObjectName(u"titleForm")
        self.titleLabel = QLabel(self.playersPage)
        self.titleLabel.setObjectName(u"titleLabel")

        self.titleForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.titleLabel)

        self.titleEdit = QLineEdit(self.playersPage)
        self.titleEdit.setObjectName(u"titleEdit")

        self.titleForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.titleEdit)


        self.playersLayout.addLayout(self.titleForm)

        self.playersEdit = QPlainTextEdit(self.playersPage)
        self.playersEdit.setObjectName(u"playersEdit")

        self.playersLayout.addWidget(self.playersEdit)

        self.playersStatus = QLabel(self.playersPage)
        self.playersStatus.setObjectName(u"playersStatus")
        self.playersStatus.setWordWrap(True)

        self.playersLayout.addWidget(self.playersStatus)

        NewGameWizard.addPage(self.playersPage)
        self.dealPage = QWizardPage()
        self.dealPage.setObjectName(u"dealPage")
        self.dealLayout = QVBoxLayout(self.dealPage)
        self.dealLayout.setObjectName(u"dealLayout")
        self.dealForm = QFormLayout()
        self.dealForm.setObjectName(u"dealForm")
        self.seedLabel = QLabel(self.dealPage)
        self.seedLabel.setObjectName(u"seedLabel")

        self.dealForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.seedLabel)

        self.seedRow = QHBoxLayout()
        self.seedRow.setObjectName(u"seedRow")
        self.seedSpin = QSpinBox(self.dealPage)
        self.seedSpin.setObjectName(u"seedSpin")
        self.seedSpin.setMaximum(2147483647)

        self.seedRow.addWidget(self.seedSpin)

        self.newSeedButton = QPushButton(self.dealPage)
        self.newSeedButton.setObjectName(u"newSeedButton")

        self.seedRow.addWidget(self.newSeedButton)

        self.seedSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.seedRow.addItem(self.seedSpacer)


        self.dealForm.setLayout(0, QFormLayout.ItemRole.FieldRole, self.seedRow)

        self.fileLabel = QLabel(self.dealPage)
        self.fileLabel.setObjectName(u"fileLabel")

        self.dealForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.fileLabel)

        self.fileRow = QHBoxLayout()
        self.fileRow.setObjectName(u"fileRow")
        self.fileEdit = QLineEdit(self.dealPage)
        self.fileEdit.setObjectName(u"fileEdit")

        self.fileRow.addWidget(self.fileEdit)

        self.browseButton = QPushButton(self.dealPage)
        self.browseButton.setObjectName(u"browseButton")

        self.fileRow.addWidget(self.browseButton)


        self.dealForm.setLayout(1, QFormLayout.ItemRole.FieldRole, self.fileRow)


        self.dealLayout.addLayout(self.dealForm)

        self.configBox = QGroupBox(self.dealPage)
        self.configBox.setObjectName(u"configBox")
        self.configForm = QFormLayout(self.configBox)
        self.configForm.setObjectName(u"configForm")

        self.dealLayout.addWidget(self.configBox)

        self.dealModeRow = QHBoxLayout()
        self.dealModeRow.setObjectName(u"dealModeRow")
        self.randomDeal = QRadioButton(self.dealPage)
        self.randomDeal.setObjectName(u"randomDeal")
        self.randomDeal.setChecked(True)

        self.dealModeRow.addWidget(self.randomDeal)

        self.fixedDeal = QRadioButton(self.dealPage)
        self.fixedDeal.setObjectName(u"fixedDeal")

        self.dealModeRow.addWidget(self.fixedDeal)


        self.dealLayout.addLayout(self.dealModeRow)

        self.fixedTable = QTableWidget(self.dealPage)
        if (self.fixedTable.columnCount() < 2):
            self.fixedTable.setColumnCount(2)
        __qtablewidgetitem = QTableWidgetItem()
        self.fixedTable.setHorizontalHeaderItem(0, __qtablewidgetitem)
        __qtablewidgetitem1 = QTableWidgetItem()
        self.fixedTable.setHorizontalHeaderItem(1, __qtablewidgetitem1)
        self.fixedTable.setObjectName(u"fixedTable")
        self.fixedTable.setEnabled(False)
        self.fixedTable.setColumnCount(2)

        self.dealLayout.addWidget(self.fixedTable)

        NewGameWizard.addPage(self.dealPage)
        self.commitPage = QWizardPage()
        self.commitPage.setObjectName(u"commitPage")
        self.commitLayout = QVBoxLayout(self.commitPage)
        self.commitLayout.setObjectName(u"commitLayout")
        self.hashRow = QHBoxLayout()
        self.hashRow.setObjectName(u"hashRow")
        self.hashEdit = QLineEdit(self.commitPage)
        self.hashEdit.setObjectName(u"hashEdit")
        self.hashEdit.setReadOnly(True)

        self.hashRow.addWidget(self.hashEdit)

        self.copyHashButton = QPushButton(self.commitPage)
        self.copyHashButton.setObjectName(u"copyHashButton")

        self.hashRow.addWidget(self.copyHashButton)


        self.commitLayout.addLayout(self.hashRow)

        self.dealSummary = QLabel(self.commitPage)
        self.dealSummary.setObjectName(u"dealSummary")
        self.dealSummary.setWordWrap(True)

        self.commitLayout.addWidget(self.dealSummary)

        self.pregameHost = QWidget(self.commitPage)
        self.pregameHost.setObjectName(u"pregameHost")
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        sizePolicy.setHorizontalStretch(0)
        sizePolicy.setVerticalStretch(1)
        sizePolicy.setHeightForWidth(self.pregameHost.sizePolicy().hasHeightForWidth())
        self.pregameHost.setSizePolicy(sizePolicy)
        self.pregameLayout = QVBoxLayout(self.pregameHost)
        self.pregameLayout.setObjectName(u"pregameLayout")
        self.pregameLayout.setContentsMargins(0, 0, 0, 0)

        self.commitLayout.addWidget(self.pregameHost)

        NewGameWizard.addPage(self.commitPage)
#if QT_CONFIG(shortcut)
        self.titleLabel.setBuddy(self.titleEdit)
        self.seedLabel.setBuddy(self.seedSpin)
        self.fileLabel.setBuddy(self.fileEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(NewGameWizard)

        QMetaObject.connectSlotsByName(NewGameWizard)
    # setupUi

    def retranslateUi(self, NewGameWizard):
        NewGameWizard.setWindowTitle(QCoreApplication.translate("NewGameWizard", u"New game", None))
        self.setupPage.setTitle(QCoreApplication.translate("NewGameWizard", u"Choose a setup", None))
        self.setupPage.setSubTitle(QCoreApplication.translate("NewGameWizard", u"The setups installed in the library.", None))
        self.buildSetupButton.setText(QCoreApplication.translate("NewGameWizard", u"B&uild a setup\u2026", None))
#if QT_CONFIG(tooltip)
        self.buildSetupButton.setToolTip(QCoreApplication.translate("NewGameWizard", u"Compose a setup from the classic role library; it appears in this list", None))
#endif // QT_CONFIG(tooltip)
        self.editSetupButton.setText(QCoreApplication.translate("NewGameWizard", u"&Edit setup\u2026", None))
        self.deleteSetupButton.setText(QCoreApplication.translate("NewGameWizard", u"&Delete setup\u2026", None))
#if QT_CONFIG(tooltip)
        self.deleteSetupButton.setToolTip(QCoreApplication.translate("NewGameWizard", u"Delete one of your own setups (built-in setups cannot be deleted)", None))
#endif // QT_CONFIG(tooltip)
        self.playersPage.setTitle(QCoreApplication.translate("NewGameWizard", u"Players", None))
        self.playersPage.setSubTitle(QCoreApplication.translate("NewGameWizard", u"Paste the sign-up list: one name a line, in sign-up order.", None))
        self.titleLabel.setText(QCoreApplication.translate("NewGameWizard", u"Game &title:", None))
        self.titleEdit.setPlaceholderText(QCoreApplication.translate("NewGameWizard", u"e.g. Mountainous #12", None))
        self.playersEdit.setPlaceholderText(QCoreApplication.translate("NewGameWizard", u"Androsynth\n"
"Arilou\n"
"Chmmr\n"
"\u2026", None))
        self.dealPage.setTitle(QCoreApplication.translate("NewGameWizard", u"Deal", None))
        self.dealPage.setSubTitle(QCoreApplication.translate("NewGameWizard", u"Every random draw comes from this seed. Deal at random or fix the roles.", None))
        self.seedLabel.setText(QCoreApplication.translate("NewGameWizard", u"&Seed:", None))
        self.newSeedButton.setText(QCoreApplication.translate("NewGameWizard", u"New &random seed", None))
        self.fileLabel.setText(QCoreApplication.translate("NewGameWizard", u"Game &file:", None))
        self.fileEdit.setPlaceholderText(QCoreApplication.translate("NewGameWizard", u"where the game is saved (every entry is saved at once)", None))
        self.browseButton.setText(QCoreApplication.translate("NewGameWizard", u"&Browse\u2026", None))
        self.configBox.setTitle(QCoreApplication.translate("NewGameWizard", u"Options", None))
        self.randomDeal.setText(QCoreApplication.translate("NewGameWizard", u"R&andom deal from the seed", None))
        self.fixedDeal.setText(QCoreApplication.translate("NewGameWizard", u"Fi&xed deal", None))
        ___qtablewidgetitem = self.fixedTable.horizontalHeaderItem(0)
        ___qtablewidgetitem.setText(QCoreApplication.translate("NewGameWizard", u"Player", None))
        ___qtablewidgetitem1 = self.fixedTable.horizontalHeaderItem(1)
        ___qtablewidgetitem1.setText(QCoreApplication.translate("NewGameWizard", u"Role", None))
        self.commitPage.setTitle(QCoreApplication.translate("NewGameWizard", u"Deal commitment", None))
        self.commitPage.setSubTitle(QCoreApplication.translate("NewGameWizard", u"Post this hash in the game thread before the game starts; reveal the seed when it ends.", None))
        self.copyHashButton.setText(QCoreApplication.translate("NewGameWizard", u"&Copy", None))
    # retranslateUi

