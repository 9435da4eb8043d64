# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'draw_dialog.ui'
##
## Created by: Qt User Interface Compiler version 6.12.0
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QMetaObject, Qt)
from PySide6.QtWidgets import (QComboBox, QDialogButtonBox, QFormLayout, QLabel,
    QVBoxLayout)

class Ui_DrawDialog(object):
    def setupUi(self, DrawDialog):
        if not DrawDialog.objectName():
            DrawDialog.setObjectName(u"DrawDialog")
        DrawDialog.resize(460, 220)
        self.dialogLayout = QVBoxLayout(DrawDialog)
        self.dialogLayout.setObjectName(u"dialogLayout")
        self.intro = QLabel(DrawDialog)
        self.intro.setObjectName(u"intro")
        self.intro.setWordWrap(True)

        self.dialogLayout.addWidget(self.intro)

        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.drawnLabel = QLabel(DrawDialog)
        self.drawnLabel.setObjectName(u"drawnLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.drawnLabel)

        self.drawnValue = QLabel(DrawDialog)
        self.drawnValue.setObjectName(u"drawnValue")
        self.drawnValue.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.drawnValue)

        self.valueLabel = QLabel(DrawDialog)
        self.valueLabel.setObjectName(u"valueLabel")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.valueLabel)

        self.valueBox = QComboBox(DrawDialog)
        self.valueBox.setObjectName(u"valueBox")
        self.valueBox.setEditable(True)
        self.valueBox.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.valueBox)


        self.dialogLayout.addLayout(self.form)

        self.hint = QLabel(DrawDialog)
        self.hint.setObjectName(u"hint")
        self.hint.setWordWrap(True)

        self.dialogLayout.addWidget(self.hint)

        self.problem = QLabel(DrawDialog)
        self.problem.setObjectName(u"problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(u"color: #b71c1c; font-weight: 600")

        self.dialogLayout.addWidget(self.problem)

        self.buttonBox = QDialogButtonBox(DrawDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Ok)

        self.dialogLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.valueLabel.setBuddy(self.valueBox)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(DrawDialog)
        self.buttonBox.rejected.connect(DrawDialog.reject)

        QMetaObject.connectSlotsByName(DrawDialog)
    # setupUi

    def retranslateUi(self, DrawDialog):
        DrawDialog.setWindowTitle(QCoreApplication.translate("DrawDialog", u"Override draw", None))
        self.drawnLabel.setText(QCoreApplication.translate("DrawDialog", u"Drawn:", None))
        self.valueLabel.setText(QCoreApplication.translate("DrawDialog", u"&Outcome:", None))
    # retranslateUi

