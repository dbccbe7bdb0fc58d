#include "curl_shim.h"

#include <dlfcn.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

/* The functions the wrappers call, looked up in one loaded library. */
struct qs_curl_functions {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    void (*easy_reset)(CURL *);
    CURLcode (*easy_perform)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
};

/* Opens `name` and fills `functions`; the handle, or NULL with the reason in `reason`. */
static void *qs_open(const char *name, struct qs_curl_functions *functions, char *reason, size_t size) {
    memset(functions, 0, sizeof *functions);
    /* RTLD_NOW: a library lacking a function libcurl or its dependencies call fails here, with
       the reason, not at the call. (RTLD_LAZY would save about 0.6 ms of the load where libcurl
       is linked BIND_NOW, and abort at the first call where it is not.) */
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *message = dlerror();
        snprintf(reason, size, "%s", message != NULL ? message : name);
        return NULL;
    }
    *(void **)&functions->global_init = dlsym(library, "curl_global_init");
    *(void **)&functions->easy_init = dlsym(library, "curl_easy_init");
    *(void **)&functions->easy_cleanup = dlsym(library, "curl_easy_cleanup");
    *(void **)&functions->easy_reset = dlsym(library, "curl_easy_reset");
    *(void **)&functions->easy_perform = dlsym(library, "curl_easy_perform");
    *(void **)&functions->easy_strerror = dlsym(library, "curl_easy_strerror");
    *(void **)&functions->easy_setopt = dlsym(library, "curl_easy_setopt");
    *(void **)&functions->easy_getinfo = dlsym(library, "curl_easy_getinfo");
    *(void **)&functions->slist_append = dlsym(library, "curl_slist_append");
    *(void **)&functions->slist_free_all = dlsym(library, "curl_slist_free_all");
    if (functions->global_init == NULL || functions->easy_init == NULL || functions->easy_cleanup == NULL ||
        functions->easy_reset == NULL || functions->easy_perform == NULL || functions->easy_strerror == NULL ||
        functions->easy_setopt == NULL || functions->easy_getinfo == NULL || functions->slist_append == NULL ||
        functions->slist_free_all == NULL) {
        snprintf(reason, size, "%s lacks functions of libcurl's easy interface", name);
        memset(functions, 0, sizeof *functions);
        dlclose(library);
        return NULL;
    }
    return library;
}

static struct qs_curl_functions qs_lib;
static pthread_once_t qs_load_once = PTHREAD_ONCE_INIT;
/* Why libcurl could not be loaded; empty when it was. */
static char qs_load_failure[256];

static void qs_load(void) {
    /* Kept open for the life of the process. */
    (void)qs_open(QS_LIBCURL_NAME, &qs_lib, qs_load_failure, sizeof qs_load_failure);
}

const char *qs_curl_unavailable(void) {
    pthread_once(&qs_load_once, qs_load);
    return qs_load_failure[0] != '\0' ? qs_load_failure : NULL;
}

/* Whether a loading thread was asked for. */
static atomic_flag qs_load_asked = ATOMIC_FLAG_INIT;

static void *qs_load_thread(void *unused) {
    (void)unused;
    pthread_once(&qs_load_once, qs_load);
    return NULL;
}

void qs_curl_load_soon(void) {
    if (atomic_flag_test_and_set(&qs_load_asked)) return;
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return;
    pthread_t thread;
    if (pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED) == 0) {
        (void)pthread_create(&thread, &attributes, qs_load_thread, NULL);
    }
    pthread_attr_destroy(&attributes);
}

const char *qs_curl_probe(const char *name, char *reason, size_t size) {
    struct qs_curl_functions functions;
    void *library = qs_open(name, &functions, reason, size);
    if (library == NULL) return reason;
    dlclose(library);
    return NULL;
}

CURLcode qs_curl_global_init(long flags) {
    return qs_lib.global_init != NULL ? qs_lib.global_init(flags) : CURLE_FAILED_INIT;
}

CURL *qs_curl_easy_init(void) { return qs_lib.easy_init != NULL ? qs_lib.easy_init() : NULL; }

void qs_curl_easy_cleanup(CURL *handle) {
    if (qs_lib.easy_cleanup != NULL) qs_lib.easy_cleanup(handle);
}

void qs_curl_easy_reset(CURL *handle) {
    if (qs_lib.easy_reset != NULL) qs_lib.easy_reset(handle);
}

CURLcode qs_curl_easy_perform(CURL *handle) {
    return qs_lib.easy_perform != NULL ? qs_lib.easy_perform(handle) : CURLE_FAILED_INIT;
}

const char *qs_curl_easy_strerror(CURLcode code) {
    return qs_lib.easy_strerror != NULL ? qs_lib.easy_strerror(code) : "libcurl is not loaded";
}

struct curl_slist *qs_curl_slist_append(struct curl_slist *list, const char *line) {
    return qs_lib.slist_append != NULL ? qs_lib.slist_append(list, line) : NULL;
}

void qs_curl_slist_free_all(struct curl_slist *list) {
    if (qs_lib.slist_free_all != NULL) qs_lib.slist_free_all(list);
}

/* Each setter passes its value as the one variadic argument of the type libcurl reads. */
#define QS_SETOPT(handle, option, value) \
    (qs_lib.easy_setopt != NULL ? qs_lib.easy_setopt(handle, option, value) : CURLE_FAILED_INIT)

CURLcode qs_curl_set_long(CURL *handle, CURLoption option, long value) { return QS_SETOPT(handle, option, value); }

CURLcode qs_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    return QS_SETOPT(handle, option, value);
}

CURLcode qs_curl_set_pointer(CURL *handle, CURLoption option, void *value) { return QS_SETOPT(handle, option, value); }

CURLcode qs_curl_set_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return QS_SETOPT(handle, option, value);
}

CURLcode qs_curl_set_data_callback(CURL *handle, CURLoption option, qs_curl_data_callback value) {
    return QS_SETOPT(handle, option, value);
}

CURLcode qs_curl_set_progress_callback(CURL *handle, qs_curl_progress_callback value) {
    return QS_SETOPT(handle, CURLOPT_XFERINFOFUNCTION, value);
}

CURLcode qs_curl_set_opensocket_callback(CURL *handle, qs_curl_opensocket_callback value) {
    return QS_SETOPT(handle, CURLOPT_OPENSOCKETFUNCTION, value);
}

CURLcode qs_curl_get_long(CURL *handle, CURLINFO info, long *value) {
    return qs_lib.easy_getinfo != NULL ? qs_lib.easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}

int qs_curl_sockaddr_bytes(const struct curl_sockaddr *address, unsigned char *out) {
    if (address->family == AF_INET && address->addrlen >= sizeof(struct sockaddr_in)) {
        const struct sockaddr_in *ipv4 = (const struct sockaddr_in *)&address->addr;
        memcpy(out, &ipv4->sin_addr, 4);
        return 4;
    }
    if (address->family == AF_INET6 && address->addrlen >= sizeof(struct sockaddr_in6)) {
        const struct sockaddr_in6 *ipv6 = (const struct sockaddr_in6 *)&address->addr;
        memcpy(out, &ipv6->sin6_addr, 16);
        return 16;
    }
    return 0;
}

curl_socket_t qs_curl_open_socket(const struct curl_sockaddr *address) {
    return socket(address->family, address->socktype, address->protocol);
}
