#include "xml_layout_check.h"

#include <stddef.h>

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

#include "../../Sources/CXMLShim/libxml2_abi.h"

#define QS_SAME_FIELD(ours, theirs, field)                                                                   \
    _Static_assert(offsetof(struct ours, field) == offsetof(struct theirs, field), #theirs "." #field);      \
    _Static_assert(sizeof(((struct ours *)0)->field) == sizeof(((struct theirs *)0)->field), #theirs "." #field)

#define QS_SAME_FIELD_AS(ours, ours_field, theirs, field)                                                    \
    _Static_assert(offsetof(struct ours, ours_field) == offsetof(struct theirs, field), #theirs "." #field)

/* The fields QS_XML_COMMON_FIELDS writes, for one pair of structures. */
#define QS_SAME_COMMON_FIELDS(ours, theirs)                                                                  \
    QS_SAME_FIELD_AS(ours, private_data, theirs, _private);                                                  \
    QS_SAME_FIELD(ours, theirs, type);                                                                       \
    QS_SAME_FIELD(ours, theirs, name);                                                                       \
    QS_SAME_FIELD(ours, theirs, children);                                                                   \
    QS_SAME_FIELD(ours, theirs, last);                                                                       \
    QS_SAME_FIELD(ours, theirs, parent);                                                                     \
    QS_SAME_FIELD(ours, theirs, next);                                                                       \
    QS_SAME_FIELD(ours, theirs, prev);                                                                       \
    QS_SAME_FIELD(ours, theirs, doc)

QS_SAME_COMMON_FIELDS(qs_xml_node, _xmlNode);
QS_SAME_FIELD(qs_xml_node, _xmlNode, ns);
QS_SAME_FIELD(qs_xml_node, _xmlNode, content);
QS_SAME_FIELD(qs_xml_node, _xmlNode, properties);

QS_SAME_COMMON_FIELDS(qs_xml_attr, _xmlAttr);

_Static_assert(QS_XML_ELEMENT_NODE == XML_ELEMENT_NODE, "XML_ELEMENT_NODE");
_Static_assert(QS_XML_TEXT_NODE == XML_TEXT_NODE, "XML_TEXT_NODE");
_Static_assert(QS_XML_CDATA_SECTION_NODE == XML_CDATA_SECTION_NODE, "XML_CDATA_SECTION_NODE");
_Static_assert(QS_XML_COMMENT_NODE == XML_COMMENT_NODE, "XML_COMMENT_NODE");
_Static_assert(QS_XML_DOCUMENT_NODE == XML_DOCUMENT_NODE, "XML_DOCUMENT_NODE");
_Static_assert(QS_XML_HTML_DOCUMENT_NODE == XML_HTML_DOCUMENT_NODE, "XML_HTML_DOCUMENT_NODE");
_Static_assert(sizeof(xmlElementType) == sizeof(int), "xmlElementType");

_Static_assert(QS_HTML_PARSE_RECOVER == HTML_PARSE_RECOVER, "HTML_PARSE_RECOVER");
_Static_assert(QS_HTML_PARSE_NOERROR == HTML_PARSE_NOERROR, "HTML_PARSE_NOERROR");
_Static_assert(QS_HTML_PARSE_NOWARNING == HTML_PARSE_NOWARNING, "HTML_PARSE_NOWARNING");
_Static_assert(QS_HTML_PARSE_NONET == HTML_PARSE_NONET, "HTML_PARSE_NONET");
_Static_assert(QS_HTML_PARSE_COMPACT == HTML_PARSE_COMPACT, "HTML_PARSE_COMPACT");
_Static_assert(QS_HTML_PARSE_IGNORE_ENC == HTML_PARSE_IGNORE_ENC, "HTML_PARSE_IGNORE_ENC");

int qs_xml_layout_matches(void) { return 1; }
