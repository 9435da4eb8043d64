# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'setup_builder.ui'
##
## Created by: Qt User Interface Compiler version 6.12.0
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QMetaObject, QSize, Qt)
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialogButtonBox, QFormLayout,
    QFrame, QGroupBox, QHBoxLayout, QLabel,
    QLineEdit, QPlainTextEdit, QPushButton, QScrollArea,
    QSizePolicy, QSpacerItem, QSpinBox, QTableWidget,
    QTableWidgetItem, QVBoxLayout, QWidget)

class Ui_SetupBuilderDialog(object):
    def setupUi(self, SetupBuilderDialog):
        if not SetupBuilderDialog.objectName():
            SetupBuilderDialog.setObjectName(u"SetupBuilderDialog")
        SetupBuilderDialog.resize(1200, 740)
        self.dialogLayout = QVBoxLayout(SetupBuilderDialog)
        self.dialogLayout.setObjectName(u"dialogLayout")
        self.intro = QLabel(SetupBuilderDialog)
        self.intro.setObjectName(u"intro")
        self.intro.setWordWrap(True)

        self.dialogLayout.addWidget(self.intro)

        self.bodyLayout = QHBoxLayout()
        self.bodyLayout.setObjectName(u"bodyLayout")
        self.rolesBox = QGroupBox(SetupBuilderDialog)
        self.rolesBox.setObjectName(u"rolesBox")
        self.rolesLayout = QVBoxLayout(self.rolesBox)
        self.rolesLayout.setObjectName(u"rolesLayout")
        self.rolesTable = QTableWidget(self.rolesBox)
        if (self.rolesTable.columnCount() < 5):
            self.rolesTable.setColumnCount(5)
        __qtablewidgetitem = QTableWidgetItem()
        self.rolesTable.setHorizontalHeaderItem(0, __qtablewidgetitem)
        __qtablewidgetitem1 = QTableWidgetItem()
        self.rolesTable.setHorizontalHeaderItem(1, __qtablewidgetitem1)
        __qtablewidgetitem2 = QTableWidgetItem()
        self.rolesTable.setHorizontalHeaderItem(2, __qtablewidgetitem2)
        __qtablewidgetitem3 = QTableWidgetItem()
        self.rolesTable.setHorizontalHeaderItem(3, __qtablewidgetitem3)
        __qtablewidgetitem4 = QTableWidgetItem()
        self.rolesTable.setHorizontalHeaderItem(4, __qtablewidgetitem4)
        self.rolesTable.setObjectName(u"rolesTable")
        self.rolesTable.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked|QAbstractItemView.EditTrigger.EditKeyPressed|QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.rolesTable.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.rolesTable.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.rolesTable.setTabKeyNavigation(False)
        self.rolesTable.setAlternatingRowColors(True)
        self.rolesTable.setColumnCount(5)
        self.rolesTable.verticalHeader().setVisible(False)

        self.rolesLayout.addWidget(self.rolesTable)

        self.rowLine = QHBoxLayout()
        self.rowLine.setObjectName(u"rowLine")
        self.countLabel = QLabel(self.rolesBox)
        self.countLabel.setObjectName(u"countLabel")

        self.rowLine.addWidget(self.countLabel)

        self.countSpin = QSpinBox(self.rolesBox)
        self.countSpin.setObjectName(u"countSpin")
        self.countSpin.setMaximum(40)

        self.rowLine.addWidget(self.countSpin)

        self.teamLabel = QLabel(self.rolesBox)
        self.teamLabel.setObjectName(u"teamLabel")

        self.rowLine.addWidget(self.teamLabel)

        self.teamCombo = QComboBox(self.rolesBox)
        self.teamCombo.setObjectName(u"teamCombo")

        self.rowLine.addWidget(self.teamCombo)

        self.modifiersHost = QWidget(self.rolesBox)
        self.modifiersHost.setObjectName(u"modifiersHost")
        self.modifiersLayout = QHBoxLayout(self.modifiersHost)
        self.modifiersLayout.setObjectName(u"modifiersLayout")
        self.modifiersLayout.setContentsMargins(0, 0, 0, 0)

        self.rowLine.addWidget(self.modifiersHost)

        self.shotsLabel = QLabel(self.rolesBox)
        self.shotsLabel.setObjectName(u"shotsLabel")

        self.rowLine.addWidget(self.shotsLabel)

        self.shotsSpin = QSpinBox(self.rolesBox)
        self.shotsSpin.setObjectName(u"shotsSpin")
        self.shotsSpin.setMaximum(9)

        self.rowLine.addWidget(self.shotsSpin)

        self.rowSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.rowLine.addItem(self.rowSpacer)


        self.rolesLayout.addLayout(self.rowLine)

        self.rowButtons = QHBoxLayout()
        self.rowButtons.setObjectName(u"rowButtons")
        self.addVariantButton = QPushButton(self.rolesBox)
        self.addVariantButton.setObjectName(u"addVariantButton")

        self.rowButtons.addWidget(self.addVariantButton)

        self.removeRowButton = QPushButton(self.rolesBox)
        self.removeRowButton.setObjectName(u"removeRowButton")

        self.rowButtons.addWidget(self.removeRowButton)

        self.playersLabel = QLabel(self.rolesBox)
        self.playersLabel.setObjectName(u"playersLabel")
        self.playersLabel.setStyleSheet(u"font-weight: 600")
        self.playersLabel.setAlignment(Qt.AlignmentFlag.AlignRight|Qt.AlignmentFlag.AlignVCenter)

        self.rowButtons.addWidget(self.playersLabel)


        self.rolesLayout.addLayout(self.rowButtons)

        self.rolesProblem = QLabel(self.rolesBox)
        self.rolesProblem.setObjectName(u"rolesProblem")
        self.rolesProblem.setWordWrap(True)
        self.rolesProblem.setStyleSheet(u"color:#b71c1c")

        self.rolesLayout.addWidget(self.rolesProblem)


        self.bodyLayout.addWidget(self.rolesBox)

        self.rightColumn = QVBoxLayout()
        self.rightColumn.setObjectName(u"rightColumn")
        self.aboutBox = QGroupBox(SetupBuilderDialog)
        self.aboutBox.setObjectName(u"aboutBox")
        self.aboutForm = QFormLayout(self.aboutBox)
        self.aboutForm.setObjectName(u"aboutForm")
        self.aboutForm.setVerticalSpacing(2)
        self.nameLabel = QLabel(self.aboutBox)
        self.nameLabel.setObjectName(u"nameLabel")

        self.aboutForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.nameLabel)

        self.nameEdit = QLineEdit(self.aboutBox)
        self.nameEdit.setObjectName(u"nameEdit")

        self.aboutForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.nameProblem = QLabel(self.aboutBox)
        self.nameProblem.setObjectName(u"nameProblem")
        self.nameProblem.setWordWrap(True)
        self.nameProblem.setStyleSheet(u"color:#b71c1c")

        self.aboutForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.nameProblem)

        self.idLabel = QLabel(self.aboutBox)
        self.idLabel.setObjectName(u"idLabel")

        self.aboutForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.idLabel)

        self.idEdit = QLineEdit(self.aboutBox)
        self.idEdit.setObjectName(u"idEdit")

        self.aboutForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.idEdit)

        self.idProblem = QLabel(self.aboutBox)
        self.idProblem.setObjectName(u"idProblem")
        self.idProblem.setWordWrap(True)
        self.idProblem.setStyleSheet(u"color:#b71c1c")

        self.aboutForm.setWidget(3, QFormLayout.ItemRole.FieldRole, self.idProblem)

        self.designerLabel = QLabel(self.aboutBox)
        self.designerLabel.setObjectName(u"designerLabel")

        self.aboutForm.setWidget(4, QFormLayout.ItemRole.LabelRole, self.designerLabel)

        self.designerEdit = QLineEdit(self.aboutBox)
        self.designerEdit.setObjectName(u"designerEdit")

        self.aboutForm.setWidget(4, QFormLayout.ItemRole.FieldRole, self.designerEdit)

        self.designerProblem = QLabel(self.aboutBox)
        self.designerProblem.setObjectName(u"designerProblem")
        self.designerProblem.setWordWrap(True)
        self.designerProblem.setStyleSheet(u"color:#b71c1c")

        self.aboutForm.setWidget(5, QFormLayout.ItemRole.FieldRole, self.designerProblem)

        self.descriptionLabel = QLabel(self.aboutBox)
        self.descriptionLabel.setObjectName(u"descriptionLabel")

        self.aboutForm.setWidget(6, QFormLayout.ItemRole.LabelRole, self.descriptionLabel)

        self.descriptionEdit = QPlainTextEdit(self.aboutBox)
        self.descriptionEdit.setObjectName(u"descriptionEdit")
        self.descriptionEdit.setMaximumSize(QSize(16777215, 48))
        self.descriptionEdit.setTabChangesFocus(True)

        self.aboutForm.setWidget(6, QFormLayout.ItemRole.FieldRole, self.descriptionEdit)

        self.descriptionProblem = QLabel(self.aboutBox)
        self.descriptionProblem.setObjectName(u"descriptionProblem")
        self.descriptionProblem.setWordWrap(True)
        self.descriptionProblem.setStyleSheet(u"color:#b71c1c")

        self.aboutForm.setWidget(7, QFormLayout.ItemRole.FieldRole, self.descriptionProblem)


        self.rightColumn.addWidget(self.aboutBox)

        self.switchesBox = QGroupBox(SetupBuilderDialog)
        self.switchesBox.setObjectName(u"switchesBox")
        self.switchesLayout = QVBoxLayout(self.switchesBox)
        self.switchesLayout.setObjectName(u"switchesLayout")
        self.switchesLayout.setContentsMargins(4, -1, 4, -1)
        self.switchesScroll = QScrollArea(self.switchesBox)
        self.switchesScroll.setObjectName(u"switchesScroll")
        self.switchesScroll.setFrameShape(QFrame.Shape.NoFrame)
        self.switchesScroll.setWidgetResizable(True)
        self.switchesHost = QWidget()
        self.switchesHost.setObjectName(u"switchesHost")
        self.switchesForm = QFormLayout(self.switchesHost)
        self.switchesForm.setObjectName(u"switchesForm")
        self.switchesForm.setVerticalSpacing(3)
        self.switchesScroll.setWidget(self.switchesHost)

        self.switchesLayout.addWidget(self.switchesScroll)


        self.rightColumn.addWidget(self.switchesBox)


        self.bodyLayout.addLayout(self.rightColumn)

        self.bodyLayout.setStretch(0, 1)
        self.bodyLayout.setStretch(1, 1)

        self.dialogLayout.addLayout(self.bodyLayout)

        self.problemsLabel = QLabel(SetupBuilderDialog)
        self.problemsLabel.setObjectName(u"problemsLabel")
        self.problemsLabel.setWordWrap(True)
        self.problemsLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.dialogLayout.addWidget(self.problemsLabel)

        self.buttonBox = QDialogButtonBox(SetupBuilderDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Save)

        self.dialogLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.countLabel.setBuddy(self.countSpin)
        self.teamLabel.setBuddy(self.teamCombo)
        self.shotsLabel.setBuddy(self.shotsSpin)
        self.nameLabel.setBuddy(self.nameEdit)
        self.idLabel.setBuddy(self.idEdit)
        self.designerLabel.setBuddy(self.designerEdit)
        self.descriptionLabel.setBuddy(self.descriptionEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(SetupBuilderDialog)
        self.buttonBox.rejected.connect(SetupBuilderDialog.reject)

        QMetaObject.connectSlotsByName(SetupBuilderDialog)
    # setupUi

    def retranslateUi(self, SetupBuilderDialog):
        SetupBuilderDialog.setWindowTitle(QCoreApplication.translate("SetupBuilderDialog", u"Build a setup", None))
        self.intro.setText(QCoreApplication.translate("SetupBuilderDialog", u"Compose a setup from the classic role library: how many of each role (with its team, modifiers and shots), the day and night switches, a name and a description. It is checked as you go, as `mafiamod check-setup` checks a setup folder, and saved to your own setups folder; the new-game wizard lists it.", None))
        self.rolesBox.setTitle(QCoreApplication.translate("SetupBuilderDialog", u"Roles", None))
        ___qtablewidgetitem = self.rolesTable.horizontalHeaderItem(0)
        ___qtablewidgetitem.setText(QCoreApplication.translate("SetupBuilderDialog", u"Role", None))
        ___qtablewidgetitem1 = self.rolesTable.horizontalHeaderItem(1)
        ___qtablewidgetitem1.setText(QCoreApplication.translate("SetupBuilderDialog", u"Team", None))
        ___qtablewidgetitem2 = self.rolesTable.horizontalHeaderItem(2)
        ___qtablewidgetitem2.setText(QCoreApplication.translate("SetupBuilderDialog", u"Modifiers", None))
        ___qtablewidgetitem3 = self.rolesTable.horizontalHeaderItem(3)
        ___qtablewidgetitem3.setText(QCoreApplication.translate("SetupBuilderDialog", u"Shots", None))
        ___qtablewidgetitem4 = self.rolesTable.horizontalHeaderItem(4)
        ___qtablewidgetitem4.setText(QCoreApplication.translate("SetupBuilderDialog", u"Count", None))
#if QT_CONFIG(tooltip)
        self.rolesTable.setToolTip(QCoreApplication.translate("SetupBuilderDialog", u"Up and Down choose a role; type a number to deal that many", None))
#endif // QT_CONFIG(tooltip)
        self.countLabel.setText(QCoreApplication.translate("SetupBuilderDialog", u"&How many:", None))
        self.teamLabel.setText(QCoreApplication.translate("SetupBuilderDialog", u"&Team:", None))
#if QT_CONFIG(tooltip)
        self.teamCombo.setToolTip(QCoreApplication.translate("SetupBuilderDialog", u"The team this role plays for: the library allows another team for some roles (a Mafia Roleblocker)", None))
#endif // QT_CONFIG(tooltip)
        self.shotsLabel.setText(QCoreApplication.translate("SetupBuilderDialog", u"Sh&ots:", None))
#if QT_CONFIG(tooltip)
        self.shotsSpin.setToolTip(QCoreApplication.translate("SetupBuilderDialog", u"How many times the role may use its action (an X-shot role); unlimited at 0", None))
#endif // QT_CONFIG(tooltip)
        self.addVariantButton.setText(QCoreApplication.translate("SetupBuilderDialog", u"Add a &variant", None))
#if QT_CONFIG(tooltip)
        self.addVariantButton.setToolTip(QCoreApplication.translate("SetupBuilderDialog", u"Another row of the selected role, to deal it with another team, modifiers or shots", None))
#endif // QT_CONFIG(tooltip)
        self.removeRowButton.setText(QCoreApplication.translate("SetupBuilderDialog", u"&Remove variant", None))
#if QT_CONFIG(tooltip)
        self.removeRowButton.setToolTip(QCoreApplication.translate("SetupBuilderDialog", u"Remove the selected row (a role's last row stays)", None))
#endif // QT_CONFIG(tooltip)
        self.aboutBox.setTitle(QCoreApplication.translate("SetupBuilderDialog", u"Setup", None))
        self.nameLabel.setText(QCoreApplication.translate("SetupBuilderDialog", u"&Name:", None))
        self.nameEdit.setPlaceholderText(QCoreApplication.translate("SetupBuilderDialog", u"e.g. Cop, Doc and Blocker 10", None))
        self.idLabel.setText(QCoreApplication.translate("SetupBuilderDialog", u"&Id:", None))
#if QT_CONFIG(tooltip)
        self.idEdit.setToolTip(QCoreApplication.translate("SetupBuilderDialog", u"The setup's folder name: lower-case words joined by '-'", None))
#endif // QT_CONFIG(tooltip)
        self.designerLabel.setText(QCoreApplication.translate("SetupBuilderDialog", u"&Designer:", None))
        self.descriptionLabel.setText(QCoreApplication.translate("SetupBuilderDialog", u"D&escription:", None))
        self.switchesBox.setTitle(QCoreApplication.translate("SetupBuilderDialog", u"Switches", None))
    # retranslateUi

