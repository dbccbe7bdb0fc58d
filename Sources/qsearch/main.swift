import Foundation
import QuickSearchApp

signal(SIGPIPE, SIG_IGN)
if let status = QSearchTool.answerAtOnce() { exit(status) }
exit(await QSearchTool.main())
