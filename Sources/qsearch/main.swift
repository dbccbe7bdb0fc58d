import Foundation
import QuickSearchApp

signal(SIGPIPE, SIG_IGN)
exit(await QSearchTool.main())
