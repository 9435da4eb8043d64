# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'game_view.ui'
##
## Created by: Qt User Interface Compiler version 6.12.0
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QMetaObject, Qt)
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QSizePolicy, QSplitter,
    QStackedWidget, QTabWidget, QTableView, QVBoxLayout,
    QWidget)

class Ui_GameView(object):
    def setupUi(self, GameView):
        if not GameView.objectName():
            GameView.setObjectName(u"GameView")
        GameView.resize(1300, 640)
        self.centralLayout = QVBoxLayout(GameView)
        self.centralLayout.setSpacing(4)
        self.centralLayout.setObjectName(u"centralLayout")
        self.centralLayout.setContentsMargins(6, 4, 6, 2)
        self.phaseBarHost = QWidget(GameView)
        self.phaseBarHost.setObjectName(u"phaseBarHost")
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        sizePolicy.setHorizontalStretch(0)
        sizePolicy.setVerticalStretch(0)
        sizePolicy.setHeightForWidth(self.phaseBarHost.sizePolicy().hasHeightForWidth())
        self.phaseBarHost.setSizePolicy(sizePolicy)
        self.phaseBarLayout = QHBoxLayout(self.phaseBarHost)
        self.phaseBarLayout.setObjectName(u"phaseBarLayout")
        self.phaseBarLayout.setContentsMargins(0, 0, 0, 0)

        self.centralLayout.addWidget(self.phaseBarHost)

        self.mainSplitter = QSplitter(GameView)
        self.mainSplitter.setObjectName(u"mainSplitter")
        self.mainSplitter.setOrientation(Qt.Orientation.Horizontal)
        self.mainSplitter.setChildrenCollapsible(False)
        self.rosterHost = QWidget(self.mainSplitter)
        self.rosterHost.setObjectName(u"rosterHost")
        self.rosterLayout = QVBoxLayout(self.rosterHost)
        self.rosterLayout.setObjectName(u"rosterLayout")
        self.rosterLayout.setContentsMargins(0, 0, 0, 0)
        self.mainSplitter.addWidget(self.rosterHost)
        self.centerTabs = QTabWidget(self.mainSplitter)
        self.centerTabs.setObjectName(u"centerTabs")
        self.centerTabs.setDocumentMode(True)
        self.entryTab = QWidget()
        self.entryTab.setObjectName(u"entryTab")
        self.entryLayout = QVBoxLayout(self.entryTab)
        self.entryLayout.setObjectName(u"entryLayout")
        self.entryLayout.setContentsMargins(2, 4, 2, 2)
        self.entryStack = QStackedWidget(self.entryTab)
        self.entryStack.setObjectName(u"entryStack")

        self.entryLayout.addWidget(self.entryStack)

        self.centerTabs.addTab(self.entryTab, "")
        self.timelineTab = QWidget()
        self.timelineTab.setObjectName(u"timelineTab")
        self.timelineLayout = QVBoxLayout(self.timelineTab)
        self.timelineLayout.setObjectName(u"timelineLayout")
        self.timelineLayout.setContentsMargins(2, 4, 2, 2)
        self.centerTabs.addTab(self.timelineTab, "")
        self.logTab = QWidget()
        self.logTab.setObjectName(u"logTab")
        self.logLayout = QVBoxLayout(self.logTab)
        self.logLayout.setObjectName(u"logLayout")
        self.logLayout.setContentsMargins(2, 4, 2, 2)
        self.logView = QTableView(self.logTab)
        self.logView.setObjectName(u"logView")
        self.logView.setAlternatingRowColors(True)
        self.logView.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.logView.setWordWrap(False)

        self.logLayout.addWidget(self.logView)

        self.centerTabs.addTab(self.logTab, "")
        self.mainSplitter.addWidget(self.centerTabs)
        self.postsHost = QWidget(self.mainSplitter)
        self.postsHost.setObjectName(u"postsHost")
        self.postsLayout = QVBoxLayout(self.postsHost)
        self.postsLayout.setObjectName(u"postsLayout")
        self.postsLayout.setContentsMargins(0, 0, 0, 0)
        self.mainSplitter.addWidget(self.postsHost)

        self.centralLayout.addWidget(self.mainSplitter)

        self.centralLayout.setStretch(1, 1)

        self.retranslateUi(GameView)

        self.centerTabs.setCurrentIndex(0)


        QMetaObject.connectSlotsByName(GameView)
    # setupUi

    def retranslateUi(self, GameView):
        self.centerTabs.setTabText(self.centerTabs.indexOf(self.entryTab), QCoreApplication.translate("GameView", u"E&ntry", None))
        self.centerTabs.setTabText(self.centerTabs.indexOf(self.timelineTab), QCoreApplication.translate("GameView", u"&Timeline", None))
        self.centerTabs.setTabText(self.centerTabs.indexOf(self.logTab), QCoreApplication.translate("GameView", u"Game &log", None))
        pass
    # retranslateUi

