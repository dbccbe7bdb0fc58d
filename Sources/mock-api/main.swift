import Foundation
import MockAPI

exit(MockCommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst())))
