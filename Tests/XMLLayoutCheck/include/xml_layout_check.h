#ifndef QUICKSEARCH_XML_LAYOUT_CHECK_H
#define QUICKSEARCH_XML_LAYOUT_CHECK_H

/* 1: the shim's copy of libxml2's layouts and values (libxml2_abi.h) matched libxml2's own
 * headers when the tests were built (a mismatch stops the build). */
int qs_xml_layout_matches(void);

#endif
