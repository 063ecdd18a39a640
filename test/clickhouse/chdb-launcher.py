"""ClickHouse for the tests, with no Docker and no download outside the npm registry (analytics README,
"ClickHouse"): the npm package chdb ships the ClickHouse engine as libchdb.so. Its chdb_query_cmdline runs
clickhouse-local; SYSTEM START LISTEN HTTP opens the HTTP interface on --http_port, and the query after it
never ends, so the listener lives as long as this process. Stop it with SIGKILL (test/clickhouse/engine.ts):
the thread is inside the engine, which never returns to Python to run a signal handler.

usage: chdb-launcher.py LIBCHDB DATA_DIR PORT
A test engine only: production uses a ClickHouse server or cluster.
"""
import ctypes
import sys

lib_path, data_dir, port = sys.argv[1], sys.argv[2], sys.argv[3]
lib = ctypes.CDLL(lib_path)
args = [
    b"clickhouse",
    ("--path=" + data_dir).encode(),
    ("--http_port=" + port).encode(),
    b"--listen_host=127.0.0.1",
    b"--multiquery",
    # sleepEachRow over an endless table, one row a block: blocks forever while the listener serves.
    b"--query=SYSTEM START LISTEN HTTP; SELECT sleepEachRow(1) FROM system.numbers SETTINGS max_block_size = 1 FORMAT Null",
]
argv = (ctypes.c_char_p * len(args))(*args)
lib.chdb_query_cmdline.restype = ctypes.c_void_p
lib.chdb_result_error.restype = ctypes.c_char_p
lib.chdb_result_error.argtypes = [ctypes.c_void_p]
result = lib.chdb_query_cmdline(len(args), argv)
# Only reached when the engine stopped on its own: say why.
error = lib.chdb_result_error(result) if result else b"no result"
sys.stderr.write("chdb stopped: %s\n" % (error or b"").decode(errors="replace"))
sys.exit(1)
