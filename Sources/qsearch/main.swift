import CommandKit
import Foundation
import QuickSearchApp

signal(SIGPIPE, SIG_IGN)
if let status = QSearchTool.answerAtOnce() { exit(status) }
ProcessMain.run { await QSearchTool.main() }
