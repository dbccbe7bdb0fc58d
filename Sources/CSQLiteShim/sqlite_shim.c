#include "sqlite_shim.h"

int qs_sqlite3_keep_log_on_close(sqlite3 *database) {
    int applied = 0;
    int result = sqlite3_db_config(database, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, &applied);
    if (result == SQLITE_OK && applied != 1) {
        return SQLITE_ERROR;
    }
    return result;
}
