#ifndef QUICKSEARCH_XML_SHIM_H
#define QUICKSEARCH_XML_SHIM_H
int qs_xml_placeholder(void);
#endif
