#ifndef QUICKSEARCH_CSQLITE_SHIM_H
#define QUICKSEARCH_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
