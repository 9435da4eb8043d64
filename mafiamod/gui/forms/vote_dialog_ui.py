# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'vote_dialog.ui'
##
## Created by: Qt User Interface Compiler version 6.12.0
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QMetaObject)
from PySide6.QtWidgets import (QComboBox, QDialogButtonBox, QFormLayout, QLabel,
    QLineEdit, QVBoxLayout, QWidget)

class Ui_VoteDialog(object):
    def setupUi(self, VoteDialog):
        if not VoteDialog.objectName():
            VoteDialog.setObjectName(u"VoteDialog")
        VoteDialog.resize(420, 200)
        self.dialogLayout = QVBoxLayout(VoteDialog)
        self.dialogLayout.setObjectName(u"dialogLayout")
        self.intro = QLabel(VoteDialog)
        self.intro.setObjectName(u"intro")
        self.intro.setWordWrap(True)

        self.dialogLayout.addWidget(self.intro)

        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.voterLabel = QLabel(VoteDialog)
        self.voterLabel.setObjectName(u"voterLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.voterLabel)

        self.voterBox = QComboBox(VoteDialog)
        self.voterBox.setObjectName(u"voterBox")

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.voterBox)

        self.targetLabel = QLabel(VoteDialog)
        self.targetLabel.setObjectName(u"targetLabel")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.targetLabel)

        self.targetBox = QComboBox(VoteDialog)
        self.targetBox.setObjectName(u"targetBox")

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.targetBox)

        self.postLabel = QLabel(VoteDialog)
        self.postLabel.setObjectName(u"postLabel")

        self.form.setWidget(2, QFormLayout.ItemRole.LabelRole, self.postLabel)

        self.postEdit = QLineEdit(VoteDialog)
        self.postEdit.setObjectName(u"postEdit")

        self.form.setWidget(2, QFormLayout.ItemRole.FieldRole, self.postEdit)


        self.dialogLayout.addLayout(self.form)

        self.problem = QLabel(VoteDialog)
        self.problem.setObjectName(u"problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(u"color: #b71c1c; font-weight: 600")

        self.dialogLayout.addWidget(self.problem)

        self.buttonBox = QDialogButtonBox(VoteDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Ok)

        self.dialogLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.voterLabel.setBuddy(self.voterBox)
        self.targetLabel.setBuddy(self.targetBox)
        self.postLabel.setBuddy(self.postEdit)
#endif // QT_CONFIG(shortcut)
        QWidget.setTabOrder(self.voterBox, self.targetBox)
        QWidget.setTabOrder(self.targetBox, self.postEdit)

        self.retranslateUi(VoteDialog)
        self.buttonBox.rejected.connect(VoteDialog.reject)

        QMetaObject.connectSlotsByName(VoteDialog)
    # setupUi

    def retranslateUi(self, VoteDialog):
        VoteDialog.setWindowTitle(QCoreApplication.translate("VoteDialog", u"Insert a late-found vote", None))
        self.voterLabel.setText(QCoreApplication.translate("VoteDialog", u"&Voter:", None))
        self.targetLabel.setText(QCoreApplication.translate("VoteDialog", u"&Target:", None))
        self.postLabel.setText(QCoreApplication.translate("VoteDialog", u"&Post:", None))
        self.postEdit.setPlaceholderText(QCoreApplication.translate("VoteDialog", u"post # or time (optional)", None))
    # retranslateUi

