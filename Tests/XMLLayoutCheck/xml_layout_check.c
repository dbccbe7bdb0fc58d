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

/* A value libxml2_abi.h copies (QS_name) equals libxml2's own (name). */
#define QS_SAME_VALUE(name) _Static_assert(QS_##name == name, #name)

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

QS_SAME_VALUE(XML_ELEMENT_NODE);
QS_SAME_VALUE(XML_TEXT_NODE);
QS_SAME_VALUE(XML_CDATA_SECTION_NODE);
QS_SAME_VALUE(XML_COMMENT_NODE);
QS_SAME_VALUE(XML_DOCUMENT_NODE);
QS_SAME_VALUE(XML_HTML_DOCUMENT_NODE);
_Static_assert(sizeof(xmlElementType) == sizeof(int), "xmlElementType");

QS_SAME_VALUE(HTML_PARSE_RECOVER);
QS_SAME_VALUE(HTML_PARSE_NOERROR);
QS_SAME_VALUE(HTML_PARSE_NOWARNING);
QS_SAME_VALUE(HTML_PARSE_NONET);
QS_SAME_VALUE(HTML_PARSE_COMPACT);
QS_SAME_VALUE(HTML_PARSE_IGNORE_ENC);

int qs_xml_layout_matches(void) { return 1; }
