#ifndef QUICKSEARCH_CCURL_SHIM_H
#define QUICKSEARCH_CCURL_SHIM_H

#include <curl/curl.h>

/* CURLOPT_PROTOCOLS_STR and CURLOPT_REDIR_PROTOCOLS_STR arrived in libcurl 7.85.0. */
#if LIBCURL_VERSION_NUM < 0x075500
#error "QuickSearch needs libcurl 7.85.0 or newer (CURLOPT_PROTOCOLS_STR); install a newer libcurl4-openssl-dev"
#endif

/* curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call:
   one non-variadic wrapper per argument type. */

static inline CURLcode qs_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode qs_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode qs_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode qs_curl_set_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

typedef size_t (*qs_curl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode qs_curl_set_data_callback(CURL *handle, CURLoption option, qs_curl_data_callback value) {
    return curl_easy_setopt(handle, option, value);
}

typedef int (*qs_curl_progress_callback)(void *context, curl_off_t download_total, curl_off_t download_now,
                                         curl_off_t upload_total, curl_off_t upload_now);

static inline CURLcode qs_curl_set_progress_callback(CURL *handle, qs_curl_progress_callback value) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, value);
}

static inline CURLcode qs_curl_get_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

#endif
