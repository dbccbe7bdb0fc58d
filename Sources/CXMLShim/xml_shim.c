#include "xml_shim.h"

#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/HTMLparser.h>
#include <libxml/globals.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

struct qs_html_document {
    htmlDocPtr doc;
};

#if LIBXML_VERSION >= 21200
typedef const xmlError *qs_error_pointer;
#else
typedef xmlErrorPtr qs_error_pointer;
#endif

static pthread_once_t qs_init_once = PTHREAD_ONCE_INIT;

static void qs_init(void) { xmlInitParser(); }

static void qs_silent_generic(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static void qs_silent_structured(void *context, qs_error_pointer error) {
    (void)context;
    (void)error;
}

/* libxml2's error handlers are per thread: silence them around each call, then put them back. */
typedef struct {
    xmlGenericErrorFunc generic;
    void *generic_context;
    xmlStructuredErrorFunc structured;
    void *structured_context;
} qs_error_handlers;

static qs_error_handlers qs_silence_errors(void) {
    qs_error_handlers saved;
    saved.generic = xmlGenericError;
    saved.generic_context = xmlGenericErrorContext;
    saved.structured = xmlStructuredError;
    saved.structured_context = xmlStructuredErrorContext;
    xmlSetGenericErrorFunc(NULL, qs_silent_generic);
    xmlSetStructuredErrorFunc(NULL, qs_silent_structured);
    return saved;
}

static void qs_restore_errors(qs_error_handlers saved) {
    xmlSetGenericErrorFunc(saved.generic_context, saved.generic);
    xmlSetStructuredErrorFunc(saved.structured_context, saved.structured);
}

static const xmlNode *qs_xml(const qs_html_node *node) { return (const xmlNode *)node; }

static const qs_html_node *qs_handle(const xmlNode *node) { return (const qs_html_node *)node; }

qs_html_document *qs_html_parse(const char *bytes, size_t length) {
    if (bytes == NULL || length == 0 || length > (size_t)INT_MAX) {
        return NULL;
    }
    pthread_once(&qs_init_once, qs_init);
    qs_html_document *document = calloc(1, sizeof(qs_html_document));
    if (document == NULL) {
        return NULL;
    }
    const int options = HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET |
                        HTML_PARSE_COMPACT | HTML_PARSE_IGNORE_ENC;
    qs_error_handlers saved = qs_silence_errors();
    document->doc = htmlReadMemory(bytes, (int)length, NULL, "UTF-8", options);
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
        xmlFreeDoc(document->doc);
    }
    free(document);
}

const qs_html_node *qs_html_document_root(const qs_html_document *document) {
    if (document == NULL || document->doc == NULL) {
        return NULL;
    }
    return qs_handle(xmlDocGetRootElement(document->doc));
}

int qs_node_kind(const qs_html_node *handle) {
    const xmlNode *node = qs_xml(handle);
    if (node == NULL) {
        return QS_NODE_OTHER;
    }
    switch (node->type) {
    case XML_ELEMENT_NODE:
        return QS_NODE_ELEMENT;
    case XML_TEXT_NODE:
        return QS_NODE_TEXT;
    case XML_CDATA_SECTION_NODE:
        return QS_NODE_CDATA;
    case XML_COMMENT_NODE:
        return QS_NODE_COMMENT;
    case XML_DOCUMENT_NODE:
    case XML_HTML_DOCUMENT_NODE:
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
    const xmlNode *node = qs_xml(handle);
    if (node == NULL || node->type != XML_ELEMENT_NODE || node->name == NULL) {
        return QS_TAG_OTHER;
    }
    return qs_tag_of_name((const char *)node->name);
}

const char *qs_node_name(const qs_html_node *handle) {
    const xmlNode *node = qs_xml(handle);
    return node != NULL ? (const char *)node->name : NULL;
}

const qs_html_node *qs_node_parent(const qs_html_node *handle) {
    const xmlNode *node = qs_xml(handle);
    return node != NULL ? qs_handle(node->parent) : NULL;
}

const qs_html_node *qs_node_first_child(const qs_html_node *handle) {
    const xmlNode *node = qs_xml(handle);
    if (node == NULL || node->type == XML_TEXT_NODE || node->type == XML_CDATA_SECTION_NODE ||
        node->type == XML_COMMENT_NODE) {
        return NULL;
    }
    return qs_handle(node->children);
}

const qs_html_node *qs_node_next_sibling(const qs_html_node *handle) {
    const xmlNode *node = qs_xml(handle);
    return node != NULL ? qs_handle(node->next) : NULL;
}

const qs_html_node *qs_node_next_element_sibling(const qs_html_node *handle) {
    const xmlNode *node = qs_xml(handle);
    if (node == NULL) {
        return NULL;
    }
    for (node = node->next; node != NULL; node = node->next) {
        if (node->type == XML_ELEMENT_NODE) {
            return qs_handle(node);
        }
    }
    return NULL;
}

const char *qs_node_text_borrowed(const qs_html_node *handle) {
    const xmlNode *node = qs_xml(handle);
    if (node == NULL || (node->type != XML_TEXT_NODE && node->type != XML_CDATA_SECTION_NODE)) {
        return NULL;
    }
    return (const char *)node->content;
}

static void qs_append(const xmlChar *content, char *buffer, size_t capacity, size_t *total) {
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

static const xmlAttr *qs_find_attribute(const xmlNode *node, const char *name) {
    if (node == NULL || node->type != XML_ELEMENT_NODE || name == NULL) {
        return NULL;
    }
    for (const xmlAttr *attribute = node->properties; attribute != NULL; attribute = attribute->next) {
        if (attribute->name != NULL && strcasecmp((const char *)attribute->name, name) == 0) {
            return attribute;
        }
    }
    return NULL;
}

static size_t qs_attribute_value_into(const xmlAttr *attribute, char *buffer, size_t capacity) {
    size_t total = 0;
    for (const xmlNode *child = attribute->children; child != NULL; child = child->next) {
        if (child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE) {
            qs_append(child->content, buffer, capacity, &total);
        }
    }
    return total;
}

long qs_node_attribute_into(const qs_html_node *handle, const char *name, char *buffer, size_t capacity) {
    const xmlAttr *attribute = qs_find_attribute(qs_xml(handle), name);
    if (attribute == NULL) {
        return -1;
    }
    const size_t length = qs_attribute_value_into(attribute, buffer, capacity);
    return length > (size_t)LONG_MAX ? LONG_MAX : (long)length;
}

char *qs_node_attribute_copy(const qs_html_node *handle, const char *name, size_t *length) {
    const xmlAttr *attribute = qs_find_attribute(qs_xml(handle), name);
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
    const xmlAttr *attribute = qs_find_attribute(qs_xml(handle), "class");
    if (attribute == NULL || class_name == NULL) {
        return 0;
    }
    const size_t wanted = strlen(class_name);
    if (wanted == 0) {
        return 0;
    }
    for (const xmlNode *child = attribute->children; child != NULL; child = child->next) {
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
