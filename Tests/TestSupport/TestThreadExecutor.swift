import Foundation

/// A thread of the tests' own that run a whole tool in this process (the golden files, the
/// in-process `qsearch` runs), preferred by those runs (`withTaskExecutorPreference`), so the
/// tools' work does not occupy the few threads of the shared pool that the suite's other tests
/// (some with time limits) wait on. Jobs run in the order they came.
public final class TestThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// The one such thread: these runs are a small, steady load, and one core at most.
    public static let shared = TestThreadExecutor()

    /// Guards `jobs`; signalled when one is added. (`@unchecked Sendable`: `jobs` is only touched
    /// under the condition's lock.)
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [unowned self] in self.runJobs() }
        thread.name = "tool-runs"
        thread.start()
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs jobs as they come, for the life of the process.
    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty {
                condition.wait()
            }
            let batch = jobs
            jobs.removeAll(keepingCapacity: true)
            condition.unlock()
            for job in batch {
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }
    }
}
