# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'thread_votes_dialog.ui'
##
## Created by: Qt User Interface Compiler version 6.12.0
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QMetaObject, QSize)
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialogButtonBox, QHBoxLayout,
    QLabel, QLineEdit, QPlainTextEdit, QProgressBar,
    QPushButton, QSizePolicy, QSpacerItem, QTableWidget,
    QVBoxLayout, QWidget)

class Ui_ThreadVotesDialog(object):
    def setupUi(self, ThreadVotesDialog):
        if not ThreadVotesDialog.objectName():
            ThreadVotesDialog.setObjectName(u"ThreadVotesDialog")
        ThreadVotesDialog.resize(900, 600)
        self.dialogLayout = QVBoxLayout(ThreadVotesDialog)
        self.dialogLayout.setObjectName(u"dialogLayout")
        self.intro = QLabel(ThreadVotesDialog)
        self.intro.setObjectName(u"intro")
        self.intro.setWordWrap(True)

        self.dialogLayout.addWidget(self.intro)

        self.sourceRow = QHBoxLayout()
        self.sourceRow.setObjectName(u"sourceRow")
        self.urlLabel = QLabel(ThreadVotesDialog)
        self.urlLabel.setObjectName(u"urlLabel")

        self.sourceRow.addWidget(self.urlLabel)

        self.urlEdit = QLineEdit(ThreadVotesDialog)
        self.urlEdit.setObjectName(u"urlEdit")
        self.urlEdit.setPlaceholderText(u"https://forum\u2026/viewtopic.php?t=\u2026")

        self.sourceRow.addWidget(self.urlEdit)

        self.readButton = QPushButton(ThreadVotesDialog)
        self.readButton.setObjectName(u"readButton")

        self.sourceRow.addWidget(self.readButton)

        self.openButton = QPushButton(ThreadVotesDialog)
        self.openButton.setObjectName(u"openButton")

        self.sourceRow.addWidget(self.openButton)


        self.dialogLayout.addLayout(self.sourceRow)

        self.pasteEdit = QPlainTextEdit(ThreadVotesDialog)
        self.pasteEdit.setObjectName(u"pasteEdit")
        self.pasteEdit.setMaximumSize(QSize(16777215, 90))

        self.dialogLayout.addWidget(self.pasteEdit)

        self.optionsRow = QHBoxLayout()
        self.optionsRow.setObjectName(u"optionsRow")
        self.pasteButton = QPushButton(ThreadVotesDialog)
        self.pasteButton.setObjectName(u"pasteButton")

        self.optionsRow.addWidget(self.pasteButton)

        self.syntaxLabel = QLabel(ThreadVotesDialog)
        self.syntaxLabel.setObjectName(u"syntaxLabel")

        self.optionsRow.addWidget(self.syntaxLabel)

        self.syntaxBox = QComboBox(ThreadVotesDialog)
        self.syntaxBox.setObjectName(u"syntaxBox")

        self.optionsRow.addWidget(self.syntaxBox)

        self.voteLabel = QLabel(ThreadVotesDialog)
        self.voteLabel.setObjectName(u"voteLabel")

        self.optionsRow.addWidget(self.voteLabel)

        self.voteBox = QComboBox(ThreadVotesDialog)
        self.voteBox.setObjectName(u"voteBox")

        self.optionsRow.addWidget(self.voteBox)

        self.optionsSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.optionsRow.addItem(self.optionsSpacer)

        self.progress = QProgressBar(ThreadVotesDialog)
        self.progress.setObjectName(u"progress")
        self.progress.setTextVisible(True)

        self.optionsRow.addWidget(self.progress)

        self.cancelReadButton = QPushButton(ThreadVotesDialog)
        self.cancelReadButton.setObjectName(u"cancelReadButton")

        self.optionsRow.addWidget(self.cancelReadButton)


        self.dialogLayout.addLayout(self.optionsRow)

        self.foundTable = QTableWidget(ThreadVotesDialog)
        self.foundTable.setObjectName(u"foundTable")
        self.foundTable.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.foundTable.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.foundTable.setAlternatingRowColors(True)

        self.dialogLayout.addWidget(self.foundTable)

        self.status = QLabel(ThreadVotesDialog)
        self.status.setObjectName(u"status")
        self.status.setWordWrap(True)

        self.dialogLayout.addWidget(self.status)

        self.problem = QLabel(ThreadVotesDialog)
        self.problem.setObjectName(u"problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(u"color: #b71c1c; font-weight: 600")

        self.dialogLayout.addWidget(self.problem)

        self.buttonBox = QDialogButtonBox(ThreadVotesDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Ok)

        self.dialogLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.urlLabel.setBuddy(self.urlEdit)
        self.syntaxLabel.setBuddy(self.syntaxBox)
        self.voteLabel.setBuddy(self.voteBox)
#endif // QT_CONFIG(shortcut)
        QWidget.setTabOrder(self.urlEdit, self.readButton)
        QWidget.setTabOrder(self.readButton, self.openButton)
        QWidget.setTabOrder(self.openButton, self.pasteEdit)
        QWidget.setTabOrder(self.pasteEdit, self.pasteButton)
        QWidget.setTabOrder(self.pasteButton, self.syntaxBox)
        QWidget.setTabOrder(self.syntaxBox, self.voteBox)
        QWidget.setTabOrder(self.voteBox, self.foundTable)

        self.retranslateUi(ThreadVotesDialog)
        self.buttonBox.rejected.connect(ThreadVotesDialog.reject)

        QMetaObject.connectSlotsByName(ThreadVotesDialog)
    # setupUi

    def retranslateUi(self, ThreadVotesDialog):
        ThreadVotesDialog.setWindowTitle(QCoreApplication.translate("ThreadVotesDialog", u"Read votes from the thread", None))
        self.urlLabel.setText(QCoreApplication.translate("ThreadVotesDialog", u"T&hread:", None))
        self.readButton.setText(QCoreApplication.translate("ThreadVotesDialog", u"&Read new posts", None))
        self.openButton.setText(QCoreApplication.translate("ThreadVotesDialog", u"&Open saved pages\u2026", None))
        self.pasteEdit.setPlaceholderText(QCoreApplication.translate("ThreadVotesDialog", u"\u2026or paste the thread here (a copied page, or BBCode posts each under a line like \"#12 Vivax\") and press Read pasted text", None))
        self.pasteButton.setText(QCoreApplication.translate("ThreadVotesDialog", u"Read &pasted text", None))
        self.syntaxLabel.setText(QCoreApplication.translate("ThreadVotesDialog", u"&Syntax:", None))
        self.voteLabel.setText(QCoreApplication.translate("ThreadVotesDialog", u"For the &vote:", None))
        self.cancelReadButton.setText(QCoreApplication.translate("ThreadVotesDialog", u"S&top", None))
    # retranslateUi

