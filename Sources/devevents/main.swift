import Foundation
import QuickSearchApp

signal(SIGPIPE, SIG_IGN)
exit(await DevEventsTool.main())
