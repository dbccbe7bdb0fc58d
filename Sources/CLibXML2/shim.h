/*
 * libxml2's headers as found by pkg-config (libxml-2.0), for the tests' XMLLayoutCheck only: it
 * checks CXMLShim's copy of libxml2's layouts against them. Nothing shipped imports this module,
 * so the binaries do not link libxml2 (CXMLShim loads it when a page is first parsed).
 */
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
