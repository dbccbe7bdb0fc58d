import Foundation
import QuickSearchApp

signal(SIGPIPE, SIG_IGN)
if let status = DevEventsTool.answerAtOnce() { exit(status) }
exit(await DevEventsTool.main())
