"""Command-line commands contributed by canpol.webapp (registered on the `canpol` group)."""

from __future__ import annotations

from contextlib import closing

import click

from canpol.errors import EXIT_OK, EXIT_USAGE, exit_codes_help


@click.command(epilog="Settings: CANPOL_QUERY_TIMEOUT (s), CANPOL_ROW_CAP (rows), CANPOL_MAX_BODY "
                      "(bytes), CANPOL_QUERY_WORKERS (concurrent queries per web worker). "
                      + exit_codes_help(EXIT_OK, EXIT_USAGE))
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to listen on.")
@click.option("--port", default=5000, show_default=True, type=int, help="Port to listen on.")
@click.option("--workers", default=2, show_default=True, type=click.IntRange(1, 64),
              help="Web worker processes (each runs its queries in killable child processes).")
@click.option("--threads", default=None, type=click.IntRange(1, 64),
              help="Requests served at once per web worker [default: query slots + long slots + queue + 2].")
@click.option("--debug", is_flag=True, help="Flask's development server with the debugger and reloader.")
@click.pass_context
def serve(ctx, host, port, workers, threads, debug):
    """Serve the SPARQL endpoint and the pages on HOST:PORT (gunicorn; --debug: Flask's server).

    Reads the newest snapshot of the store, so `canpol load` can run meanwhile: the server sees
    the new data as soon as the load finishes.
    """
    from canpol.graph import open_reader

    from . import create_app

    settings = ctx.find_root().obj
    from .warming import use_one_malloc_arena

    # Before the store below starts the engine's threads: they and every thread of the workers
    # this process forks then allocate from the one arena the workers warm their engine in.
    use_one_malloc_arena()
    # Opened once here so that the embedded store's first snapshot is made before the workers
    # start (they would race to make it); a server has no snapshots.
    with closing(open_reader(settings)) as reader:
        if reader.snapshot_name is not None:
            click.echo(f"serving the store at {settings.store_path} (snapshot {reader.snapshot_name})", err=True)
        if not settings.endpoint:
            from .query_worker import network_isolation_available

            if not network_isolation_available():
                click.echo("canpol: warning: this host gives query workers no network namespace (a container "
                           "without user namespaces?); SERVICE is refused by the query check alone, with no "
                           "second wall", err=True)
    app = create_app({"CANPOL_SETTINGS": settings})
    # Enough request threads for every query slot, long slot and queue place, so that requests
    # wait in canpol's queue (which has a deadline and answers 503) rather than in gunicorn's,
    # and pages are served while queries run.
    config = app.config
    threads = threads or min(64, int(config["CANPOL_QUERY_WORKERS"]) + int(config["CANPOL_LONG_QUERIES"])
                             + int(config["CANPOL_QUERY_QUEUE"]) + 2)
    if debug:
        app.run(host=host, port=port, debug=True, threaded=True)
        return
    from .warming import prepare_process

    prepare_process(app)
    run_gunicorn(app, host, port, workers, threads, float(app.config["CANPOL_QUERY_TIMEOUT"]))


def run_gunicorn(app, host: str, port: int, workers: int, threads: int, query_timeout: float) -> None:
    from gunicorn.app.base import BaseApplication

    class Server(BaseApplication):
        def load_config(self):
            self.cfg.set("bind", f"{host}:{port}")
            self.cfg.set("workers", workers)
            self.cfg.set("threads", threads)
            from .limits import MAX_URL, gunicorn_worker_class

            # gthread, with gunicorn's own refusals written in canpol's error shape
            self.cfg.set("worker_class", gunicorn_worker_class())
            self.cfg.set("limit_request_line", MAX_URL)
            # A query is killed at its own deadline; the web worker must outlive that.
            self.cfg.set("timeout", int(query_timeout) + 30)
            self.cfg.set("graceful_timeout", 5)
            self.cfg.set("accesslog", "-")
            self.cfg.set("proc_name", "canpol-serve")
            self.cfg.set("post_worker_init", _worker_started)

        def load(self):
            return app

    def _worker_started(worker) -> None:
        from canpol.errors import CanpolError

        from .warming import open_store

        try:
            warmed = open_store(app)
            if warmed is not None:  # in the server's log, which bench/compare.py waits for
                worker.log.info("%s", warmed)
        except CanpolError as error:  # the first request reports it in canpol's error shape
            worker.log.warning("store not opened at start: %s", error)

    Server().run()


COMMANDS: list = [serve]
