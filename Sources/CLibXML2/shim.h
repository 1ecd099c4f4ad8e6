#ifndef TESSERA_CLIBXML2_SHIM_H
#define TESSERA_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU, and <libxml/encoding.h> then pulls in ICU's
// headers, which clash with Foundation's own copy of ICU. Tessera never touches
// xmlCharEncodingHandler's fields, so it declares the headers without ICU.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/catalog.h>

// `xmlFree` is a global function pointer (a macro in threaded builds), which
// Swift 6 can't call as a concurrency-safe function. Wrap it.
static inline void tessera_xmlFree(void *pointer) {
  xmlFree(pointer);
}

// The parse options Tessera allows. NOENT, DTDLOAD, DTDATTR, DTDVALID,
// XINCLUDE and HUGE are never set: no entity substitution, no DTD loading,
// no network, and libxml2's default limits on depth and text size.
static inline int tessera_xmlSafeParseOptions(void) {
  return XML_PARSE_NONET | XML_PARSE_BIG_LINES;
}

// libxml2 prints some errors that have no parser context (encoding set-up,
// memory) through a per-thread generic handler that writes to stderr. The
// handler is variadic, which Swift can't write, so the silent one lives here.
static void tessera_silentGenericError(void *context, const char *message, ...) {
  (void)context;
  (void)message;
}

// Silences libxml2's generic error output on the calling thread.
static inline void tessera_silenceGenericErrors(void) {
  xmlSetGenericErrorFunc(NULL, tessera_silentGenericError);
}

// Not libxml2's, but this is the package's one C header: hands the memory
// glibc's malloc keeps after frees back to the system, so that one stage's
// peak doesn't stay resident under the next (malloc_trim(3)); elsewhere a
// no-op.
#if defined(__GLIBC__)
#include <malloc.h>
#endif
static inline void tessera_returnFreedMemory(void) {
#if defined(__GLIBC__)
  malloc_trim(0);
#endif
}

#endif
