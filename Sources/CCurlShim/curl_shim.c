#include "curl_shim.h"

#include <dlfcn.h>
#include <netinet/in.h>
#include <pthread.h>
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
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
    CURLMcode (*multi_wakeup)(CURLM *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    const char *(*multi_strerror)(CURLMcode);
};

/* Opens `name` and fills `functions`; the handle, or NULL with the reason in `reason`. */
static void *qs_open(const char *name, struct qs_curl_functions *functions, char *reason, size_t size) {
    memset(functions, 0, sizeof *functions);
    /* RTLD_LAZY binds each library as the system's own `curl` binds it at exec: those linked
       BIND_NOW (on Debian libcurl itself, OpenSSL, GnuTLS, LDAP, libpsl, libidn2, zstd) are bound
       in full here all the same, so a function they lack fails the load with its reason; the
       others (Kerberos, nghttp2, brotli, zlib) bind a function at its first call, where one
       missing ends the process with the loader's "symbol lookup error" (as it ends `curl`).
       A libcurl built without BIND_NOW binds lazily too. RTLD_NOW bound everything: 2.8M of the
       load's 16.7M instructions, on the way to every run's first request. */
    void *library = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
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
    *(void **)&functions->multi_init = dlsym(library, "curl_multi_init");
    *(void **)&functions->multi_cleanup = dlsym(library, "curl_multi_cleanup");
    *(void **)&functions->multi_add_handle = dlsym(library, "curl_multi_add_handle");
    *(void **)&functions->multi_remove_handle = dlsym(library, "curl_multi_remove_handle");
    *(void **)&functions->multi_perform = dlsym(library, "curl_multi_perform");
    *(void **)&functions->multi_poll = dlsym(library, "curl_multi_poll");
    *(void **)&functions->multi_wakeup = dlsym(library, "curl_multi_wakeup");
    *(void **)&functions->multi_info_read = dlsym(library, "curl_multi_info_read");
    *(void **)&functions->multi_strerror = dlsym(library, "curl_multi_strerror");
    if (functions->global_init == NULL || functions->easy_init == NULL || functions->easy_cleanup == NULL ||
        functions->easy_reset == NULL || functions->easy_perform == NULL || functions->easy_strerror == NULL ||
        functions->easy_setopt == NULL || functions->easy_getinfo == NULL || functions->slist_append == NULL ||
        functions->slist_free_all == NULL || functions->multi_init == NULL || functions->multi_cleanup == NULL ||
        functions->multi_add_handle == NULL || functions->multi_remove_handle == NULL ||
        functions->multi_perform == NULL || functions->multi_poll == NULL || functions->multi_wakeup == NULL ||
        functions->multi_info_read == NULL || functions->multi_strerror == NULL) {
        snprintf(reason, size, "%s lacks functions of libcurl's easy and multi interfaces", name);
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

CURLM *qs_curl_multi_init(void) { return qs_lib.multi_init != NULL ? qs_lib.multi_init() : NULL; }

void qs_curl_multi_cleanup(CURLM *multi) {
    if (qs_lib.multi_cleanup != NULL) (void)qs_lib.multi_cleanup(multi);
}

CURLMcode qs_curl_multi_add_handle(CURLM *multi, CURL *handle) {
    return qs_lib.multi_add_handle != NULL ? qs_lib.multi_add_handle(multi, handle) : CURLM_INTERNAL_ERROR;
}

CURLMcode qs_curl_multi_remove_handle(CURLM *multi, CURL *handle) {
    return qs_lib.multi_remove_handle != NULL ? qs_lib.multi_remove_handle(multi, handle) : CURLM_INTERNAL_ERROR;
}

CURLMcode qs_curl_multi_perform(CURLM *multi, int *running) {
    return qs_lib.multi_perform != NULL ? qs_lib.multi_perform(multi, running) : CURLM_INTERNAL_ERROR;
}

CURLMcode qs_curl_multi_poll(CURLM *multi, int timeout_ms) {
    return qs_lib.multi_poll != NULL ? qs_lib.multi_poll(multi, NULL, 0, timeout_ms, NULL) : CURLM_INTERNAL_ERROR;
}

CURLMcode qs_curl_multi_wakeup(CURLM *multi) {
    return qs_lib.multi_wakeup != NULL ? qs_lib.multi_wakeup(multi) : CURLM_INTERNAL_ERROR;
}

const char *qs_curl_multi_strerror(CURLMcode code) {
    return qs_lib.multi_strerror != NULL ? qs_lib.multi_strerror(code) : "libcurl is not loaded";
}

CURL *qs_curl_multi_next_done(CURLM *multi, CURLcode *result) {
    if (qs_lib.multi_info_read == NULL) return NULL;
    int left = 0;
    CURLMsg *message;
    while ((message = qs_lib.multi_info_read(multi, &left)) != NULL) {
        if (message->msg == CURLMSG_DONE) {
            *result = message->data.result;
            return message->easy_handle;
        }
    }
    return NULL;
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
