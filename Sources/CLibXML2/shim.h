/*
 * libxml2 as found by pkg-config (libxml-2.0), for CXMLShim only: Swift code never imports
 * this module, so libxml2's headers (and the ICU they may pull in) stay out of Swift.
 */
#include <libxml/HTMLparser.h>
#include <libxml/xpath.h>
