#ifndef QUICKSEARCH_LIBXML2_ABI_H
#define QUICKSEARCH_LIBXML2_ABI_H

/*
 * The parts of libxml2's public ABI the shim uses, written out so that the shim needs neither
 * libxml2's headers nor its library to build: libxml2 is loaded when a page is first parsed
 * (see xml_shim.c). These are libxml2's documented, stable layouts and values (tree.h,
 * HTMLparser.h, xmlerror.h of libxml2 2.x): the leading fields of xmlNode and xmlAttr, the node
 * types and the HTML parser's options. Tests/XMLLayoutCheck compiles each against libxml2's own
 * headers, so a difference fails the build of the tests.
 */

#include <stddef.h>

typedef unsigned char qs_xml_char;

/* xmlElementType. */
enum {
    QS_XML_ELEMENT_NODE = 1,
    QS_XML_TEXT_NODE = 3,
    QS_XML_CDATA_SECTION_NODE = 4,
    QS_XML_COMMENT_NODE = 8,
    QS_XML_DOCUMENT_NODE = 9,
    QS_XML_HTML_DOCUMENT_NODE = 13,
};

/* htmlParserOption. */
enum {
    QS_HTML_PARSE_RECOVER = 1 << 0,
    QS_HTML_PARSE_NOERROR = 1 << 5,
    QS_HTML_PARSE_NOWARNING = 1 << 6,
    QS_HTML_PARSE_NONET = 1 << 11,
    QS_HTML_PARSE_COMPACT = 1 << 16,
    QS_HTML_PARSE_IGNORE_ENC = 1 << 21,
};

typedef struct qs_xml_doc qs_xml_doc;
typedef struct qs_xml_node qs_xml_node;
typedef struct qs_xml_attr qs_xml_attr;

/* The part libxml2's tree structures share (its "common part"), with `sibling` the type of the
 * structure's own next and previous links. */
#define QS_XML_COMMON_FIELDS(sibling)                                                                        \
    void *private_data;                                                                                      \
    int type;                                                                                                \
    const qs_xml_char *name;                                                                                 \
    qs_xml_node *children;                                                                                   \
    qs_xml_node *last;                                                                                       \
    qs_xml_node *parent;                                                                                     \
    sibling *next;                                                                                           \
    sibling *prev;                                                                                           \
    qs_xml_doc *doc;

/* struct _xmlNode, up to `properties` (the fields after it are never read). */
struct qs_xml_node {
    QS_XML_COMMON_FIELDS(qs_xml_node)
    void *ns;
    qs_xml_char *content;
    qs_xml_attr *properties;
};

/* struct _xmlAttr, up to `doc` (the fields after it are never read). */
struct qs_xml_attr {
    QS_XML_COMMON_FIELDS(qs_xml_attr)
};

/* xmlGenericErrorFunc and xmlStructuredErrorFunc (the error is only passed through). */
typedef void (*qs_xml_generic_error_func)(void *context, const char *message, ...);
typedef void (*qs_xml_structured_error_func)(void *context, const void *error);

#endif
