import Foundation
import MockAPI

exit(await MockCommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst())))
