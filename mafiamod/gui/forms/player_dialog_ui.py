# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'player_dialog.ui'
##
## Created by: Qt User Interface Compiler version 6.12.0
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QMetaObject)
from PySide6.QtWidgets import (QComboBox, QDialogButtonBox, QFormLayout, QLabel,
    QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget)

class Ui_PlayerDialog(object):
    def setupUi(self, PlayerDialog):
        if not PlayerDialog.objectName():
            PlayerDialog.setObjectName(u"PlayerDialog")
        PlayerDialog.resize(440, 260)
        self.dialogLayout = QVBoxLayout(PlayerDialog)
        self.dialogLayout.setObjectName(u"dialogLayout")
        self.intro = QLabel(PlayerDialog)
        self.intro.setObjectName(u"intro")
        self.intro.setWordWrap(True)

        self.dialogLayout.addWidget(self.intro)

        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.playerLabel = QLabel(PlayerDialog)
        self.playerLabel.setObjectName(u"playerLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.playerLabel)

        self.playerBox = QComboBox(PlayerDialog)
        self.playerBox.setObjectName(u"playerBox")

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.playerBox)

        self.newNameLabel = QLabel(PlayerDialog)
        self.newNameLabel.setObjectName(u"newNameLabel")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.newNameLabel)

        self.newNameEdit = QLineEdit(PlayerDialog)
        self.newNameEdit.setObjectName(u"newNameEdit")

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.newNameEdit)

        self.noteLabel = QLabel(PlayerDialog)
        self.noteLabel.setObjectName(u"noteLabel")

        self.form.setWidget(2, QFormLayout.ItemRole.LabelRole, self.noteLabel)

        self.noteEdit = QPlainTextEdit(PlayerDialog)
        self.noteEdit.setObjectName(u"noteEdit")
        self.noteEdit.setTabChangesFocus(True)

        self.form.setWidget(2, QFormLayout.ItemRole.FieldRole, self.noteEdit)


        self.dialogLayout.addLayout(self.form)

        self.problem = QLabel(PlayerDialog)
        self.problem.setObjectName(u"problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(u"color: #b71c1c; font-weight: 600")

        self.dialogLayout.addWidget(self.problem)

        self.buttonBox = QDialogButtonBox(PlayerDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Ok)

        self.dialogLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.playerLabel.setBuddy(self.playerBox)
        self.newNameLabel.setBuddy(self.newNameEdit)
        self.noteLabel.setBuddy(self.noteEdit)
#endif // QT_CONFIG(shortcut)
        QWidget.setTabOrder(self.playerBox, self.newNameEdit)
        QWidget.setTabOrder(self.newNameEdit, self.noteEdit)

        self.retranslateUi(PlayerDialog)
        self.buttonBox.rejected.connect(PlayerDialog.reject)

        QMetaObject.connectSlotsByName(PlayerDialog)
    # setupUi

    def retranslateUi(self, PlayerDialog):
        PlayerDialog.setWindowTitle(QCoreApplication.translate("PlayerDialog", u"Player", None))
        self.playerLabel.setText(QCoreApplication.translate("PlayerDialog", u"&Player:", None))
        self.newNameLabel.setText(QCoreApplication.translate("PlayerDialog", u"&Replaced by:", None))
        self.newNameEdit.setPlaceholderText(QCoreApplication.translate("PlayerDialog", u"the new player's forum name", None))
        self.noteLabel.setText(QCoreApplication.translate("PlayerDialog", u"&Note:", None))
        self.noteEdit.setPlaceholderText(QCoreApplication.translate("PlayerDialog", u"claims, reads, anything to remember (only you see it)", None))
    # retranslateUi

