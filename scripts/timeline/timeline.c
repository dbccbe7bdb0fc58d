/* A timeline of one run, for profiling (docs/development.md, "What is left, and why"): loaded
 * with LD_PRELOAD, it stamps the calls that say where a run's time goes, in milliseconds since
 * its own constructor (which runs before the program's), and prints them when the program ends:
 * libraries loaded (dlopen), threads made (pthread_create, and how long each waited),
 * connections opened, requests sent, each connection's first bytes received, SQLite statements
 * prepared and write(2) calls on standard output (not stdio's, which bypass the symbol). Build
 * and run it with scripts/timeline.sh. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

static double start_ms;
static char events[64 * 1024];
static size_t used;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
/* Whether the connection on a descriptor has received its first bytes (reset by connect). */
static char received[4096];

/* The real functions, looked up once in the constructor (never later: `write` may first be
 * called from a signal handler, where dlsym is not safe). */
static __typeof__(dlopen) *real_dlopen;
static __typeof__(pthread_create) *real_pthread_create;
static __typeof__(connect) *real_connect;
static __typeof__(send) *real_send;
static __typeof__(recv) *real_recv;
static __typeof__(write) *real_write;
static int (*real_sqlite3_prepare_v2)(void *, const char *, int, void **, const char **);
static int (*real_sqlite3_prepare_v3)(void *, const char *, int, unsigned, void **, const char **);
static __typeof__(exit) *real_exit;
static __typeof__(_exit) *real__exit;

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* One line: the time, then the text (control characters as spaces, at most 80 bytes of it). */
static void stamp(const char *format, ...) {
    char text[96];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(text, sizeof text, format, arguments);
    va_end(arguments);
    for (char *c = text; *c != '\0'; c++) {
        if ((unsigned char)*c < 0x20) *c = ' ';
    }
    pthread_mutex_lock(&lock);
    if (used < sizeof events - 128) {
        used += (size_t)snprintf(events + used, sizeof events - used, "%9.2f  %.80s\n", now_ms() - start_ms, text);
    }
    pthread_mutex_unlock(&lock);
}

/* Prints what was stamped, once (at exit, _exit, or when the program returns from main). */
static void print_events(void) {
    pthread_mutex_lock(&lock);
    if (used > 0 && real_write != NULL) {
        ssize_t ignored = real_write(STDERR_FILENO, events, used);
        (void)ignored;
    }
    used = 0;
    pthread_mutex_unlock(&lock);
}

#define LOOK_UP(name) *(void **)&real_##name = dlsym(RTLD_NEXT, #name)

__attribute__((constructor)) static void begin(void) {
    start_ms = now_ms();
    LOOK_UP(dlopen);
    LOOK_UP(pthread_create);
    LOOK_UP(connect);
    LOOK_UP(send);
    LOOK_UP(recv);
    LOOK_UP(write);
    LOOK_UP(sqlite3_prepare_v2);
    LOOK_UP(sqlite3_prepare_v3);
    LOOK_UP(exit);
    LOOK_UP(_exit);
}

__attribute__((destructor)) static void end(void) { print_events(); }

void *dlopen(const char *file, int mode) {
    stamp("dlopen %s", file != NULL ? file : "(the program)");
    void *handle = real_dlopen(file, mode);
    stamp("dlopen done");
    return handle;
}

int pthread_create(pthread_t *thread, const pthread_attr_t *attributes, void *(*run)(void *), void *argument) {
    double before = now_ms();
    int result = real_pthread_create(thread, attributes, run, argument);
    stamp("pthread_create (took %.2f ms)", now_ms() - before);
    return result;
}

int connect(int socket, const struct sockaddr *address, socklen_t length) {
    if (socket >= 0 && socket < (int)sizeof received) received[socket] = 0;
    stamp("connect (descriptor %d)", socket);
    return real_connect(socket, address, length);
}

ssize_t send(int socket, const void *buffer, size_t length, int flags) {
    /* The buffer is not a C string: at most its first 60 bytes, and only those it holds. */
    stamp("send %.*s", (int)(length < 60 ? length : 60), (const char *)buffer);
    return real_send(socket, buffer, length, flags);
}

ssize_t recv(int socket, void *buffer, size_t length, int flags) {
    ssize_t count = real_recv(socket, buffer, length, flags);
    if (count > 0 && socket >= 0 && socket < (int)sizeof received && !received[socket]) {
        received[socket] = 1;
        stamp("first bytes (descriptor %d)", socket);
    }
    return count;
}

ssize_t write(int descriptor, const void *buffer, size_t length) {
    if (descriptor == STDOUT_FILENO) stamp("write to standard output (%zu bytes)", length);
    return real_write(descriptor, buffer, length);
}

int sqlite3_prepare_v2(void *database, const char *sql, int length, void **statement, const char **tail) {
    stamp("sqlite %.60s", sql);
    return real_sqlite3_prepare_v2(database, sql, length, statement, tail);
}

int sqlite3_prepare_v3(void *database, const char *sql, int length, unsigned flags, void **statement, const char **tail) {
    stamp("sqlite %.60s", sql);
    return real_sqlite3_prepare_v3(database, sql, length, flags, statement, tail);
}

void exit(int status) {
    stamp("exit %d", status);
    print_events();
    real_exit(status);
    abort();
}

void _exit(int status) {
    stamp("_exit %d", status);
    print_events();
    real__exit(status);
    abort();
}
