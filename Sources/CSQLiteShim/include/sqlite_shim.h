#ifndef QS_SQLITE_SHIM_H
#define QS_SQLITE_SHIM_H

#include <sqlite3.h>

/* SQLite's variadic configuration calls, which Swift cannot make, as plain functions. */

/* Closing `database` leaves its write-ahead log as it is instead of checkpointing it into the
   file (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE): SQLITE_OK, or SQLite's error code. */
int qs_sqlite3_keep_log_on_close(sqlite3 *database);

#endif
