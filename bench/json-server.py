"""A loopback server for the benches: answers every GET with a JSON body made by KIND,
and prints its base URL on the first line of stdout once it listens.

  python3 bench/json-server.py projects   # {"projects": [...N...]}, N from the X-Key
                                          # header's last "-N" (the real API has no size)
  python3 bench/json-server.py note       # a release note of N <script></script> pairs,
                                          # N the second-to-last path segment
"""
import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def projects(path, headers):
    size = int(headers.get("X-Key", "bench-1").split("-")[-1])
    return {
        "projects": [
            {
                "id": f"p{i:08d}",
                "name": f"owner/project-{i}",
                "provider": "github" if i % 2 else "npm",
                "url": f"https://example.com/{i}",
                "email_notification": "default",
            }
            for i in range(size)
        ],
        "total_pages": 1,
    }


def note(path, headers):
    parts = path.split("?")[0].strip("/").split("/")
    pairs = int(parts[-2]) if len(parts) >= 2 and parts[-2].isdigit() else 0
    return {
        "title": "bench",
        "message": "<script></script>" * pairs,
        "url": "https://example.com/",
    }


KINDS = {"projects": projects, "note": note}


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in KINDS:
        sys.exit(f"usage: json-server.py {'|'.join(KINDS)}")
    make = KINDS[sys.argv[1]]

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            body = json.dumps(make(self.path, self.headers)).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(f"http://127.0.0.1:{server.server_address[1]}", flush=True)
    server.serve_forever()


main()
