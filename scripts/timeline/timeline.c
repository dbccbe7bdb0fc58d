/* A timeline of one run, for profiling (docs/development.md, "What is left, and why"): loaded
 * with LD_PRELOAD, it stamps the calls that say where a run's time goes, in milliseconds since
 * its own constructor (which runs before the program's), and prints them when the program
 * exits: libraries loaded (dlopen), threads made (pthread_create, and how long each waited),
 * connections opened, requests sent, each socket's first bytes received, SQLite statements
 * prepared and writes to standard output. Build and run it with scripts/timeline.sh. */
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
static char seen_socket[4096];

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

static void print_events(void) {
    pthread_mutex_lock(&lock);
    ssize_t ignored = write(STDERR_FILENO, events, used);
    (void)ignored;
    used = 0;
    pthread_mutex_unlock(&lock);
}

__attribute__((constructor)) static void begin(void) { start_ms = now_ms(); }

/* The next definition of `name` (the real one), as `real_name`. */
#define REAL(name)                         \
    static __typeof__(name) *real_##name; \
    if (real_##name == NULL) *(void **)&real_##name = dlsym(RTLD_NEXT, #name)

void *dlopen(const char *file, int mode) {
    REAL(dlopen);
    stamp("dlopen %s", file != NULL ? file : "(the program)");
    void *handle = real_dlopen(file, mode);
    stamp("dlopen done");
    return handle;
}

int pthread_create(pthread_t *thread, const pthread_attr_t *attributes, void *(*run)(void *), void *argument) {
    REAL(pthread_create);
    double before = now_ms();
    int result = real_pthread_create(thread, attributes, run, argument);
    stamp("pthread_create (took %.2f ms)", now_ms() - before);
    return result;
}

int connect(int socket, const struct sockaddr *address, socklen_t length) {
    REAL(connect);
    stamp("connect");
    return real_connect(socket, address, length);
}

ssize_t send(int socket, const void *buffer, size_t length, int flags) {
    REAL(send);
    stamp("send %.60s", (const char *)buffer);
    return real_send(socket, buffer, length, flags);
}

ssize_t recv(int socket, void *buffer, size_t length, int flags) {
    REAL(recv);
    ssize_t received = real_recv(socket, buffer, length, flags);
    if (received > 0 && socket >= 0 && socket < (int)sizeof seen_socket && !seen_socket[socket]) {
        seen_socket[socket] = 1;
        stamp("first bytes on socket %d", socket);
    }
    return received;
}

ssize_t write(int descriptor, const void *buffer, size_t length) {
    REAL(write);
    if (descriptor == STDOUT_FILENO) stamp("write to standard output (%zu bytes)", length);
    return real_write(descriptor, buffer, length);
}

int sqlite3_prepare_v2(void *database, const char *sql, int length, void **statement, const char **tail) {
    REAL(sqlite3_prepare_v2);
    stamp("sqlite %.60s", sql);
    return real_sqlite3_prepare_v2(database, sql, length, statement, tail);
}

int sqlite3_prepare_v3(void *database, const char *sql, int length, unsigned flags, void **statement, const char **tail) {
    REAL(sqlite3_prepare_v3);
    stamp("sqlite %.60s", sql);
    return real_sqlite3_prepare_v3(database, sql, length, flags, statement, tail);
}

void exit(int status) {
    REAL(exit);
    stamp("exit %d", status);
    print_events();
    real_exit(status);
    abort();
}

void _exit(int status) {
    REAL(_exit);
    stamp("_exit %d", status);
    print_events();
    real__exit(status);
    abort();
}
