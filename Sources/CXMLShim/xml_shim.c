#include "xml_shim.h"
int qs_xml_placeholder(void) { return 0; }
