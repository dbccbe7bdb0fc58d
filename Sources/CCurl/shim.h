#ifndef QUICKSEARCH_CCURL_SHIM_H
#define QUICKSEARCH_CCURL_SHIM_H

#include <curl/curl.h>
#include <string.h>
#include <sys/socket.h>
#include <netinet/in.h>

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

typedef curl_socket_t (*qs_curl_opensocket_callback)(void *context, curlsocktype purpose, struct curl_sockaddr *address);

static inline CURLcode qs_curl_set_opensocket_callback(CURL *handle, qs_curl_opensocket_callback value) {
    return curl_easy_setopt(handle, CURLOPT_OPENSOCKETFUNCTION, value);
}

/* The raw address libcurl is about to connect to: 4 bytes for IPv4, 16 for IPv6, written to
   `out` (room for 16); returns the count, or 0 for any other family. */
static inline int qs_curl_sockaddr_bytes(const struct curl_sockaddr *address, unsigned char *out) {
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

/* What libcurl does without an open-socket callback. */
static inline curl_socket_t qs_curl_open_socket(const struct curl_sockaddr *address) {
    return socket(address->family, address->socktype, address->protocol);
}

static inline CURLcode qs_curl_get_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

#endif
