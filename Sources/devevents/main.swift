import Foundation
import QuickSearchCLI

signal(SIGPIPE, SIG_IGN)
exit(await DevEventsTool.run(Array(CommandLine.arguments.dropFirst())))
