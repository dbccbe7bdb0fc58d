import CommandKit
import Foundation
import QuickSearchApp

signal(SIGPIPE, SIG_IGN)
if let status = DevEventsTool.answerAtOnce() { exit(status) }
ProcessMain.run { await DevEventsTool.main() }
