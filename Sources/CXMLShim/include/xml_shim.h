#ifndef QUICKSEARCH_XML_SHIM_H
#define QUICKSEARCH_XML_SHIM_H

/*
 * A small, libxml2-free view of libxml2's HTML parser and the tree it builds.
 *
 * Only opaque handles and plain C types cross this header, so libxml2's headers (and the ICU
 * headers they pull in) never reach Swift. libxml2 is included only by xml_shim.c.
 *
 * Ownership: a document owns every node reachable from it; node handles and borrowed strings
 * stay valid until qs_html_document_free. Copied strings are owned by the caller and released
 * with qs_string_free. A document and everything derived
 * from it must be used by one thread at a time; distinct documents may be used concurrently.
 * Nothing here writes to stdout or stderr.
 */

#include <stddef.h>

/** A parsed HTML document. */
typedef struct qs_html_document qs_html_document;
/** A node inside a document (element, text, comment, ...). */
typedef struct qs_html_node qs_html_node;

/* Node kinds returned by qs_node_kind. */
#define QS_NODE_OTHER 0
#define QS_NODE_ELEMENT 1
#define QS_NODE_TEXT 2
#define QS_NODE_CDATA 3
#define QS_NODE_COMMENT 4
#define QS_NODE_DOCUMENT 5

/* Element tags returned by qs_node_tag (QS_TAG_OTHER for every other element and for non-elements). */
#define QS_TAG_OTHER 0
#define QS_TAG_A 1
#define QS_TAG_ARTICLE 2
#define QS_TAG_B 3
#define QS_TAG_BR 4
#define QS_TAG_CODE 5
#define QS_TAG_DETAILS 6
#define QS_TAG_DIV 7
#define QS_TAG_EM 8
#define QS_TAG_H1 9
#define QS_TAG_H2 10
#define QS_TAG_H3 11
#define QS_TAG_H4 12
#define QS_TAG_H5 13
#define QS_TAG_H6 14
#define QS_TAG_HR 15
#define QS_TAG_I 16
#define QS_TAG_LI 17
#define QS_TAG_OL 18
#define QS_TAG_P 19
#define QS_TAG_SCRIPT 20
#define QS_TAG_STRONG 21
#define QS_TAG_STYLE 22
#define QS_TAG_SUMMARY 23
#define QS_TAG_SVG 24
#define QS_TAG_TEMPLATE 25
#define QS_TAG_UL 26
#define QS_TAG_TABLE 27

/**
 * Why libxml2, loaded on first use, could not be loaded (the dynamic linker's words), or NULL
 * when it is loaded. Until it is, qs_html_parse returns NULL.
 */
const char *qs_html_parser_unavailable(void);

/**
 * Parses `length` bytes of HTML as UTF-8 (recovering from any error, no network, no error
 * output). Returns NULL when nothing could be parsed (e.g. empty input or more than INT_MAX
 * bytes). Free with qs_html_document_free.
 */
qs_html_document *qs_html_parse(const char *bytes, size_t length);

/** Frees a document and invalidates every node and borrowed string obtained from it. NULL is a no-op. */
void qs_html_document_free(qs_html_document *document);

/** The document's root element, or NULL. */
const qs_html_node *qs_html_document_root(const qs_html_document *document);

/** One of the QS_NODE_* kinds. */
int qs_node_kind(const qs_html_node *node);

/** One of the QS_TAG_* values for an element (case-insensitive name match). */
int qs_node_tag(const qs_html_node *node);

/** The node's name (lower-case for HTML elements), borrowed from the document; NULL if none. */
const char *qs_node_name(const qs_html_node *node);

/** Navigation; each returns NULL at the end. */
const qs_html_node *qs_node_parent(const qs_html_node *node);
const qs_html_node *qs_node_first_child(const qs_html_node *node);
const qs_html_node *qs_node_next_sibling(const qs_html_node *node);

/** The next sibling that is an element, or NULL. */
const qs_html_node *qs_node_next_element_sibling(const qs_html_node *node);

/**
 * The UTF-8 content of a text or CDATA node, borrowed from the document (NUL-terminated);
 * NULL for other kinds of node.
 */
const char *qs_node_text_borrowed(const qs_html_node *node);

/**
 * Copies the value of attribute `name` (case-insensitive) into `buffer`, at most `capacity`
 * bytes, not NUL-terminated. Returns the full length in bytes, or -1 when the attribute is absent.
 */
long qs_node_attribute_into(const qs_html_node *node, const char *name, char *buffer, size_t capacity);

/**
 * A malloc'd, NUL-terminated copy of attribute `name`, with its byte length in `*length`
 * (when not NULL); NULL when absent. Free with qs_string_free.
 */
char *qs_node_attribute_copy(const qs_html_node *node, const char *name, size_t *length);

/** 1 when the element's class attribute contains `class_name` as a whole word, else 0. */
int qs_node_has_class(const qs_html_node *node, const char *class_name);

/** Frees a string returned by this shim. NULL is a no-op. */
void qs_string_free(char *string);

#endif
