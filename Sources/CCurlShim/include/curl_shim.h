#ifndef QUICKSEARCH_CURL_SHIM_H
#define QUICKSEARCH_CURL_SHIM_H

/*
 * libcurl, loaded the first time a request is made rather than linked: libcurl and the TLS,
 * Kerberos, LDAP and compression libraries it brings are 30 of the 37 shared libraries a linked
 * binary maps, and relocating them costs every run (`--help`, a cached repeat) millions of
 * instructions it has no use for.
 *
 * <curl/curl.h> gives the types and option values; its functions are never called directly
 * (nothing links libcurl, so a direct call fails the build): each has a qs_curl_ wrapper that
 * calls it through the pointer looked up once. Call qs_curl_unavailable first; until it has
 * returned NULL, every wrapper fails harmlessly (CURLE_FAILED_INIT, NULL, nothing done).
 */

#include <curl/curl.h>
#include <stddef.h>

/* CURLOPT_PROTOCOLS_STR and CURLOPT_REDIR_PROTOCOLS_STR arrived in libcurl 7.85.0. */
#if LIBCURL_VERSION_NUM < 0x075500
#error "QuickSearch needs libcurl 7.85.0 or newer (CURLOPT_PROTOCOLS_STR); install a newer libcurl4-openssl-dev"
#endif

/** The shared library loaded: libcurl's soname. */
#if defined(__APPLE__)
#define QS_LIBCURL_NAME "libcurl.4.dylib"
#else
#define QS_LIBCURL_NAME "libcurl.so.4"
#endif

/**
 * Loads libcurl on the first call (thread-safe, once per process); NULL when it is loaded, else
 * why it could not be (the loader's message), valid for the life of the process.
 */
const char *qs_curl_unavailable(void);

/**
 * Loads the library `name` on its own, apart from the one the wrappers use, and looks up every
 * function they call; NULL when all were found, else why not (copied into `reason`, `size`
 * bytes). The library is unloaded again. For tests: it is what qs_curl_unavailable does.
 */
const char *qs_curl_probe(const char *name, char *reason, size_t size);

CURLcode qs_curl_global_init(long flags);
CURL *qs_curl_easy_init(void);
void qs_curl_easy_cleanup(CURL *handle);
void qs_curl_easy_reset(CURL *handle);
CURLcode qs_curl_easy_perform(CURL *handle);
/** libcurl's text for `code`; a fixed text when libcurl is not loaded. */
const char *qs_curl_easy_strerror(CURLcode code);
struct curl_slist *qs_curl_slist_append(struct curl_slist *list, const char *line);
void qs_curl_slist_free_all(struct curl_slist *list);

/* curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call:
   one non-variadic wrapper per argument type. */

CURLcode qs_curl_set_long(CURL *handle, CURLoption option, long value);
CURLcode qs_curl_set_string(CURL *handle, CURLoption option, const char *value);
CURLcode qs_curl_set_pointer(CURL *handle, CURLoption option, void *value);
CURLcode qs_curl_set_slist(CURL *handle, CURLoption option, struct curl_slist *value);

typedef size_t (*qs_curl_data_callback)(char *data, size_t size, size_t count, void *context);
CURLcode qs_curl_set_data_callback(CURL *handle, CURLoption option, qs_curl_data_callback value);

typedef int (*qs_curl_progress_callback)(void *context, curl_off_t download_total, curl_off_t download_now,
                                         curl_off_t upload_total, curl_off_t upload_now);
CURLcode qs_curl_set_progress_callback(CURL *handle, qs_curl_progress_callback value);

typedef curl_socket_t (*qs_curl_opensocket_callback)(void *context, curlsocktype purpose, struct curl_sockaddr *address);
CURLcode qs_curl_set_opensocket_callback(CURL *handle, qs_curl_opensocket_callback value);

CURLcode qs_curl_get_long(CURL *handle, CURLINFO info, long *value);

/* The multi interface: many transfers driven by one thread. Each fails harmlessly
   (CURLM_INTERNAL_ERROR, NULL, nothing done) until libcurl is loaded. */

CURLM *qs_curl_multi_init(void);
void qs_curl_multi_cleanup(CURLM *multi);
CURLMcode qs_curl_multi_add_handle(CURLM *multi, CURL *handle);
CURLMcode qs_curl_multi_remove_handle(CURLM *multi, CURL *handle);
CURLMcode qs_curl_multi_perform(CURLM *multi, int *running);
/** Waits up to `timeout_ms` for activity on the multi's transfers or a wakeup (curl_multi_poll). */
CURLMcode qs_curl_multi_poll(CURLM *multi, int timeout_ms);
/** Ends a qs_curl_multi_poll at once, or the next one (thread-safe). */
CURLMcode qs_curl_multi_wakeup(CURLM *multi);
/** libcurl's text for a multi interface `code`; a fixed text when libcurl is not loaded. */
const char *qs_curl_multi_strerror(CURLMcode code);
/** The next finished transfer's handle, its result in `result`; NULL when none is left. */
CURL *qs_curl_multi_next_done(CURLM *multi, CURLcode *result);

/* The raw address libcurl is about to connect to: 4 bytes for IPv4, 16 for IPv6, written to
   `out` (room for 16); returns the count, or 0 for any other family. */
int qs_curl_sockaddr_bytes(const struct curl_sockaddr *address, unsigned char *out);

/* What libcurl does without an open-socket callback. */
curl_socket_t qs_curl_open_socket(const struct curl_sockaddr *address);

#endif
