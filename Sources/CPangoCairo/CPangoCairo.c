// Opens Cairo, Pango and fontconfig on the first call into any of them, and forwards each call.
//
// Why: linked directly, these libraries (and the 40 they bring: GLib, GIO, HarfBuzz, FreeType, X11…)
// load into every `crease` process before `main`. `crease diff` of two 1×1 PNGs spent about 4 ms of its
// 9 ms loading and relocating them (issue 29). Opened here, only the commands that render load them.
//
// Invariants: the table is filled exactly once (pthread_once), before any forwarding call reads it,
// so threads that render at once see it complete; a library or function that cannot be found ends
// the process with one line and status 2 (as other bad set-ups do), never a call through a null
// pointer. The forwarding functions are hidden: the executable never exports a `cairo_create` that
// the libraries themselves could bind to instead of their own.

#include "CPangoCairo.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// Stable sonames (the libraries' ABI versions since 2006–2010); the runtime packages install them.
// HarfBuzz and FreeType come with Pango; they are opened by name only to ask their versions (T11).
static const char *const libraries[] = { "libpangocairo-1.0.so.0", "libpangoft2-1.0.so.0", "libfontconfig.so.1",
                                         "libharfbuzz.so.0", "libfreetype.so.6" };
enum { library_count = sizeof libraries / sizeof libraries[0] };

static struct {
#define CREASE_SLOT(ret, name, params, args) ret (*name) params;
#define CREASE_SLOT_VOID(name, params, args) void (*name) params;
    CREASE_RENDER_FUNCTIONS(CREASE_SLOT, CREASE_SLOT_VOID)
#undef CREASE_SLOT
#undef CREASE_SLOT_VOID
} table;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void fail(const char *what, const char *detail) {
    fprintf(stderr, "crease: the renderer cannot start: %s (%s); install Cairo, Pango and fontconfig "
                    "(Debian: libcairo2 libpango-1.0-0 libpangocairo-1.0-0 libpangoft2-1.0-0 libfontconfig1)\n",
            what, detail ? detail : "not found");
    exit(2);
}

static void *lookup(void *const handles[], const char *name) {
    for (int i = 0; i < library_count; i++) {
        void *symbol = dlsym(handles[i], name);
        if (symbol) return symbol;
    }
    fail(name, "no such function in the libraries");
    return NULL;
}

static void load(void) {
    void *handles[library_count];
    for (int i = 0; i < library_count; i++) {
        handles[i] = dlopen(libraries[i], RTLD_NOW | RTLD_GLOBAL);
        if (!handles[i]) fail(libraries[i], dlerror());
    }
#define CREASE_RESOLVE(ret, name, params, args) table.name = (ret (*) params)lookup(handles, #name);
#define CREASE_RESOLVE_VOID(name, params, args) table.name = (void (*) params)lookup(handles, #name);
    CREASE_RENDER_FUNCTIONS(CREASE_RESOLVE, CREASE_RESOLVE_VOID)
#undef CREASE_RESOLVE
#undef CREASE_RESOLVE_VOID
}

#define CREASE_FORWARD(ret, name, params, args) \
    __attribute__((visibility("hidden"))) ret name params { pthread_once(&loaded, load); return table.name args; }
#define CREASE_FORWARD_VOID(name, params, args) \
    __attribute__((visibility("hidden"))) void name params { pthread_once(&loaded, load); table.name args; }
CREASE_RENDER_FUNCTIONS(CREASE_FORWARD, CREASE_FORWARD_VOID)
