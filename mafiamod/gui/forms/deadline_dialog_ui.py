# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'deadline_dialog.ui'
##
## Created by: Qt User Interface Compiler version 6.12.0
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QMetaObject)
from PySide6.QtWidgets import (QCheckBox, QDateTimeEdit, QDialogButtonBox, QFormLayout,
    QLabel, QVBoxLayout)

class Ui_DeadlineDialog(object):
    def setupUi(self, DeadlineDialog):
        if not DeadlineDialog.objectName():
            DeadlineDialog.setObjectName(u"DeadlineDialog")
        DeadlineDialog.resize(400, 170)
        self.dialogLayout = QVBoxLayout(DeadlineDialog)
        self.dialogLayout.setObjectName(u"dialogLayout")
        self.intro = QLabel(DeadlineDialog)
        self.intro.setObjectName(u"intro")
        self.intro.setWordWrap(True)

        self.dialogLayout.addWidget(self.intro)

        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.deadlineLabel = QLabel(DeadlineDialog)
        self.deadlineLabel.setObjectName(u"deadlineLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.deadlineLabel)

        self.deadlineEdit = QDateTimeEdit(DeadlineDialog)
        self.deadlineEdit.setObjectName(u"deadlineEdit")
        self.deadlineEdit.setCalendarPopup(True)

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.deadlineEdit)

        self.noneCheck = QCheckBox(DeadlineDialog)
        self.noneCheck.setObjectName(u"noneCheck")

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.noneCheck)


        self.dialogLayout.addLayout(self.form)

        self.problem = QLabel(DeadlineDialog)
        self.problem.setObjectName(u"problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(u"color: #b71c1c; font-weight: 600")

        self.dialogLayout.addWidget(self.problem)

        self.buttonBox = QDialogButtonBox(DeadlineDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Ok)

        self.dialogLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.deadlineLabel.setBuddy(self.deadlineEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(DeadlineDialog)
        self.buttonBox.rejected.connect(DeadlineDialog.reject)
        self.noneCheck.toggled.connect(self.deadlineEdit.setDisabled)

        QMetaObject.connectSlotsByName(DeadlineDialog)
    # setupUi

    def retranslateUi(self, DeadlineDialog):
        DeadlineDialog.setWindowTitle(QCoreApplication.translate("DeadlineDialog", u"Deadline", None))
        self.deadlineLabel.setText(QCoreApplication.translate("DeadlineDialog", u"&Deadline:", None))
        self.deadlineEdit.setDisplayFormat(QCoreApplication.translate("DeadlineDialog", u"yyyy-MM-dd HH:mm", None))
        self.noneCheck.setText(QCoreApplication.translate("DeadlineDialog", u"&No deadline", None))
    # retranslateUi

