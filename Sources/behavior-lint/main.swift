import BehaviorLintKit
import Foundation

// One run per process: what it is done with is left to the OS when it exits (`ProcessLifetime`).
ProcessLifetime.leavesMemoryToExit = true
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
