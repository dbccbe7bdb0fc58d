#include "xml_shim.h"

#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "libxml2_abi.h"

struct qs_html_document {
    qs_xml_doc *doc;
};

/*
 * libxml2 is loaded the first time a page is parsed, not when the program starts: it brings ICU
 * and liblzma with it, and loading and relocating the four costs every run about 5 million
 * instructions (a quarter of `qsearch --help`), though only a Dev-Event page needs them. The
 * library is libxml2's soname, found where the dynamic linker finds any; its layouts and
 * values are in libxml2_abi.h.
 */
#if defined(__APPLE__)
#define QS_LIBXML2_NAME "libxml2.2.dylib"
#else
#define QS_LIBXML2_NAME "libxml2.so.2"
#endif

static struct {
    void (*init_parser)(void);
    qs_xml_doc *(*read_memory)(const char *, int, const char *, const char *, int);
    void (*free_doc)(qs_xml_doc *);
    qs_xml_node *(*root_element)(const qs_xml_doc *);
    void (*set_generic_error)(void *, qs_xml_generic_error_func);
    void (*set_structured_error)(void *, qs_xml_structured_error_func);
    /* The per-thread handlers, to put them back after a call; absent from some builds. */
    qs_xml_generic_error_func *(*generic_error)(void);
    void **(*generic_error_context)(void);
    qs_xml_structured_error_func *(*structured_error)(void);
    void **(*structured_error_context)(void);
} qs_lib;

static pthread_once_t qs_init_once = PTHREAD_ONCE_INIT;
/* Why libxml2 could not be loaded; empty when it was. */
static char qs_load_failure[256];

static void qs_init(void) {
    void *library = dlopen(QS_LIBXML2_NAME, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(qs_load_failure, sizeof qs_load_failure, "%s", reason != NULL ? reason : QS_LIBXML2_NAME);
        return;
    }
    *(void **)&qs_lib.init_parser = dlsym(library, "xmlInitParser");
    *(void **)&qs_lib.read_memory = dlsym(library, "htmlReadMemory");
    *(void **)&qs_lib.free_doc = dlsym(library, "xmlFreeDoc");
    *(void **)&qs_lib.root_element = dlsym(library, "xmlDocGetRootElement");
    *(void **)&qs_lib.set_generic_error = dlsym(library, "xmlSetGenericErrorFunc");
    *(void **)&qs_lib.set_structured_error = dlsym(library, "xmlSetStructuredErrorFunc");
    *(void **)&qs_lib.generic_error = dlsym(library, "__xmlGenericError");
    *(void **)&qs_lib.generic_error_context = dlsym(library, "__xmlGenericErrorContext");
    *(void **)&qs_lib.structured_error = dlsym(library, "__xmlStructuredError");
    *(void **)&qs_lib.structured_error_context = dlsym(library, "__xmlStructuredErrorContext");
    if (qs_lib.init_parser == NULL || qs_lib.read_memory == NULL || qs_lib.free_doc == NULL ||
        qs_lib.root_element == NULL || qs_lib.set_generic_error == NULL || qs_lib.set_structured_error == NULL) {
        snprintf(qs_load_failure, sizeof qs_load_failure, "%s lacks the HTML parser's functions", QS_LIBXML2_NAME);
        memset(&qs_lib, 0, sizeof qs_lib);
        return;
    }
    qs_lib.init_parser();
}

const char *qs_html_parser_unavailable(void) {
    pthread_once(&qs_init_once, qs_init);
    return qs_load_failure[0] != '\0' ? qs_load_failure : NULL;
}

static void qs_silent_generic(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static void qs_silent_structured(void *context, const void *error) {
    (void)context;
    (void)error;
}

/* libxml2's error handlers are per thread: silence them around each call, then put them back
 * (when the library tells where they are). */
typedef struct {
    int known;
    qs_xml_generic_error_func generic;
    void *generic_context;
    qs_xml_structured_error_func structured;
    void *structured_context;
} qs_error_handlers;

static qs_error_handlers qs_silence_errors(void) {
    qs_error_handlers saved = {0};
    if (qs_lib.generic_error != NULL && qs_lib.generic_error_context != NULL && qs_lib.structured_error != NULL &&
        qs_lib.structured_error_context != NULL) {
        saved.known = 1;
        saved.generic = *qs_lib.generic_error();
        saved.generic_context = *qs_lib.generic_error_context();
        saved.structured = *qs_lib.structured_error();
        saved.structured_context = *qs_lib.structured_error_context();
    }
    qs_lib.set_generic_error(NULL, qs_silent_generic);
    qs_lib.set_structured_error(NULL, qs_silent_structured);
    return saved;
}

static void qs_restore_errors(qs_error_handlers saved) {
    if (!saved.known) {
        return;
    }
    qs_lib.set_generic_error(saved.generic_context, saved.generic);
    qs_lib.set_structured_error(saved.structured_context, saved.structured);
}

static const qs_xml_node *qs_xml(const qs_html_node *node) { return (const qs_xml_node *)node; }

static const qs_html_node *qs_handle(const qs_xml_node *node) { return (const qs_html_node *)node; }

qs_html_document *qs_html_parse(const char *bytes, size_t length) {
    if (bytes == NULL || length == 0 || length > (size_t)INT_MAX) {
        return NULL;
    }
    if (qs_html_parser_unavailable() != NULL) {
        return NULL;
    }
    qs_html_document *document = calloc(1, sizeof(qs_html_document));
    if (document == NULL) {
        return NULL;
    }
    const int options = QS_HTML_PARSE_RECOVER | QS_HTML_PARSE_NOERROR | QS_HTML_PARSE_NOWARNING | QS_HTML_PARSE_NONET |
                        QS_HTML_PARSE_COMPACT | QS_HTML_PARSE_IGNORE_ENC;
    qs_error_handlers saved = qs_silence_errors();
    document->doc = qs_lib.read_memory(bytes, (int)length, NULL, "UTF-8", options);
    qs_restore_errors(saved);
    if (document->doc == NULL) {
        free(document);
        return NULL;
    }
    return document;
}

void qs_html_document_free(qs_html_document *document) {
    if (document == NULL) {
        return;
    }
    if (document->doc != NULL) {
        qs_lib.free_doc(document->doc);
    }
    free(document);
}

const qs_html_node *qs_html_document_root(const qs_html_document *document) {
    if (document == NULL || document->doc == NULL) {
        return NULL;
    }
    return qs_handle(qs_lib.root_element(document->doc));
}

int qs_node_kind(const qs_html_node *handle) {
    const qs_xml_node *node = qs_xml(handle);
    if (node == NULL) {
        return QS_NODE_OTHER;
    }
    switch (node->type) {
    case QS_XML_ELEMENT_NODE:
        return QS_NODE_ELEMENT;
    case QS_XML_TEXT_NODE:
        return QS_NODE_TEXT;
    case QS_XML_CDATA_SECTION_NODE:
        return QS_NODE_CDATA;
    case QS_XML_COMMENT_NODE:
        return QS_NODE_COMMENT;
    case QS_XML_DOCUMENT_NODE:
    case QS_XML_HTML_DOCUMENT_NODE:
        return QS_NODE_DOCUMENT;
    default:
        return QS_NODE_OTHER;
    }
}

/*
 * HTML element names are lower-case in libxml2's HTML tree; compare case-insensitively anyway.
 * Called for every node the readers visit: the name is lower-cased once (at most 8 bytes) and
 * compared only with the names of its length.
 */
static int qs_tag_of_name(const char *name) {
    static const struct {
        const char *name;
        size_t length;
        int tag;
    } tags[] = {
        {"a", 1, QS_TAG_A},           {"b", 1, QS_TAG_B},           {"i", 1, QS_TAG_I},
        {"p", 1, QS_TAG_P},           {"br", 2, QS_TAG_BR},         {"em", 2, QS_TAG_EM},
        {"h1", 2, QS_TAG_H1},         {"h2", 2, QS_TAG_H2},         {"h3", 2, QS_TAG_H3},
        {"h4", 2, QS_TAG_H4},         {"h5", 2, QS_TAG_H5},         {"h6", 2, QS_TAG_H6},
        {"hr", 2, QS_TAG_HR},         {"li", 2, QS_TAG_LI},         {"ol", 2, QS_TAG_OL},
        {"ul", 2, QS_TAG_UL},         {"div", 3, QS_TAG_DIV},       {"svg", 3, QS_TAG_SVG},
        {"code", 4, QS_TAG_CODE},     {"style", 5, QS_TAG_STYLE},   {"table", 5, QS_TAG_TABLE},
        {"strong", 6, QS_TAG_STRONG}, {"script", 6, QS_TAG_SCRIPT}, {"article", 7, QS_TAG_ARTICLE},
        {"details", 7, QS_TAG_DETAILS}, {"summary", 7, QS_TAG_SUMMARY}, {"template", 8, QS_TAG_TEMPLATE},
    };
    char lower[8];
    size_t length = 0;
    for (; name[length] != '\0'; length++) {
        if (length == sizeof(lower)) {
            return QS_TAG_OTHER;
        }
        const char c = name[length];
        lower[length] = (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c;
    }
    if (length == 0) {
        return QS_TAG_OTHER;
    }
    const size_t count = sizeof(tags) / sizeof(tags[0]);
    for (size_t index = 0; index < count; index++) {
        if (tags[index].length == length && memcmp(lower, tags[index].name, length) == 0) {
            return tags[index].tag;
        }
    }
    return QS_TAG_OTHER;
}

int qs_node_tag(const qs_html_node *handle) {
    const qs_xml_node *node = qs_xml(handle);
    if (node == NULL || node->type != QS_XML_ELEMENT_NODE || node->name == NULL) {
        return QS_TAG_OTHER;
    }
    return qs_tag_of_name((const char *)node->name);
}

const char *qs_node_name(const qs_html_node *handle) {
    const qs_xml_node *node = qs_xml(handle);
    return node != NULL ? (const char *)node->name : NULL;
}

const qs_html_node *qs_node_parent(const qs_html_node *handle) {
    const qs_xml_node *node = qs_xml(handle);
    return node != NULL ? qs_handle(node->parent) : NULL;
}

const qs_html_node *qs_node_first_child(const qs_html_node *handle) {
    const qs_xml_node *node = qs_xml(handle);
    if (node == NULL || node->type == QS_XML_TEXT_NODE || node->type == QS_XML_CDATA_SECTION_NODE ||
        node->type == QS_XML_COMMENT_NODE) {
        return NULL;
    }
    return qs_handle(node->children);
}

const qs_html_node *qs_node_next_sibling(const qs_html_node *handle) {
    const qs_xml_node *node = qs_xml(handle);
    return node != NULL ? qs_handle(node->next) : NULL;
}

const qs_html_node *qs_node_next_element_sibling(const qs_html_node *handle) {
    const qs_xml_node *node = qs_xml(handle);
    if (node == NULL) {
        return NULL;
    }
    for (node = node->next; node != NULL; node = node->next) {
        if (node->type == QS_XML_ELEMENT_NODE) {
            return qs_handle(node);
        }
    }
    return NULL;
}

const char *qs_node_text_borrowed(const qs_html_node *handle) {
    const qs_xml_node *node = qs_xml(handle);
    if (node == NULL || (node->type != QS_XML_TEXT_NODE && node->type != QS_XML_CDATA_SECTION_NODE)) {
        return NULL;
    }
    return (const char *)node->content;
}

static void qs_append(const qs_xml_char *content, char *buffer, size_t capacity, size_t *total) {
    if (content == NULL) {
        return;
    }
    const size_t length = strlen((const char *)content);
    if (buffer != NULL && *total < capacity) {
        const size_t room = capacity - *total;
        memcpy(buffer + *total, content, length < room ? length : room);
    }
    *total += length;
}

static const qs_xml_attr *qs_find_attribute(const qs_xml_node *node, const char *name) {
    if (node == NULL || node->type != QS_XML_ELEMENT_NODE || name == NULL) {
        return NULL;
    }
    for (const qs_xml_attr *attribute = node->properties; attribute != NULL; attribute = attribute->next) {
        if (attribute->name != NULL && strcasecmp((const char *)attribute->name, name) == 0) {
            return attribute;
        }
    }
    return NULL;
}

static size_t qs_attribute_value_into(const qs_xml_attr *attribute, char *buffer, size_t capacity) {
    size_t total = 0;
    for (const qs_xml_node *child = attribute->children; child != NULL; child = child->next) {
        if (child->type == QS_XML_TEXT_NODE || child->type == QS_XML_CDATA_SECTION_NODE) {
            qs_append(child->content, buffer, capacity, &total);
        }
    }
    return total;
}

long qs_node_attribute_into(const qs_html_node *handle, const char *name, char *buffer, size_t capacity) {
    const qs_xml_attr *attribute = qs_find_attribute(qs_xml(handle), name);
    if (attribute == NULL) {
        return -1;
    }
    const size_t length = qs_attribute_value_into(attribute, buffer, capacity);
    return length > (size_t)LONG_MAX ? LONG_MAX : (long)length;
}

char *qs_node_attribute_copy(const qs_html_node *handle, const char *name, size_t *length) {
    const qs_xml_attr *attribute = qs_find_attribute(qs_xml(handle), name);
    if (attribute == NULL) {
        return NULL;
    }
    const size_t needed = qs_attribute_value_into(attribute, NULL, 0);
    char *copy = malloc(needed + 1);
    if (copy == NULL) {
        return NULL;
    }
    qs_attribute_value_into(attribute, copy, needed);
    copy[needed] = '\0';
    if (length != NULL) {
        *length = needed;
    }
    return copy;
}

int qs_node_has_class(const qs_html_node *handle, const char *class_name) {
    const qs_xml_attr *attribute = qs_find_attribute(qs_xml(handle), "class");
    if (attribute == NULL || class_name == NULL) {
        return 0;
    }
    const size_t wanted = strlen(class_name);
    if (wanted == 0) {
        return 0;
    }
    for (const qs_xml_node *child = attribute->children; child != NULL; child = child->next) {
        const char *value = (const char *)child->content;
        if (value == NULL) {
            continue;
        }
        const char *cursor = value;
        while (*cursor != '\0') {
            while (*cursor == ' ' || *cursor == '\t' || *cursor == '\n' || *cursor == '\r' || *cursor == '\f') {
                cursor++;
            }
            const char *start = cursor;
            while (*cursor != '\0' && *cursor != ' ' && *cursor != '\t' && *cursor != '\n' && *cursor != '\r' &&
                   *cursor != '\f') {
                cursor++;
            }
            if ((size_t)(cursor - start) == wanted && memcmp(start, class_name, wanted) == 0) {
                return 1;
            }
        }
    }
    return 0;
}

void qs_string_free(char *string) { free(string); }
