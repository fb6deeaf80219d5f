#ifndef CREASE_CPANGOCAIRO_H
#define CREASE_CPANGOCAIRO_H

/*
 * The part of Cairo, Pango, GLib and fontconfig that FoldRender calls (and the version functions of
 * HarfBuzz and FreeType, which Pango loads: a reference records what rendered it, T11), declared here instead of
 * included from their headers, so that nothing links those libraries: `crease diff` and
 * `snapshot verify` start without loading them (44 shared libraries, about 4 ms of a 9 ms start;
 * issue 29). The first call into any of them opens the libraries by their stable sonames
 * (`CPangoCairo.c`) and looks each function up once.
 *
 * The declarations are these libraries' public, ABI-stable interface (cairo 1.16+, pango 1.50+,
 * fontconfig 2.13+): the same names, types, enum values and struct layouts as their headers, so the
 * Swift code reads exactly as it did against them. Only what is used is declared.
 */

#include <stddef.h>
#include <string.h> /* strlen, for the texts Pango hands back (its headers brought it before) */

/* GLib */
typedef int gint;
typedef unsigned int guint;
typedef gint gboolean;
typedef void *gpointer;
typedef struct _GSList GSList;

/* fontconfig */
typedef unsigned char FcChar8;
typedef int FcBool;
#define FcTrue 1
#define FcFalse 0
typedef struct _FcConfig FcConfig;

/* FreeType */
typedef struct FT_LibraryRec_ *FT_Library;

/* Cairo */
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef struct _cairo_pattern cairo_pattern_t;
typedef struct _cairo_font_options cairo_font_options_t;

typedef enum _cairo_status {
    CAIRO_STATUS_SUCCESS = 0, CAIRO_STATUS_NO_MEMORY, CAIRO_STATUS_INVALID_RESTORE, CAIRO_STATUS_INVALID_POP_GROUP,
    CAIRO_STATUS_NO_CURRENT_POINT, CAIRO_STATUS_INVALID_MATRIX, CAIRO_STATUS_INVALID_STATUS, CAIRO_STATUS_NULL_POINTER,
    CAIRO_STATUS_INVALID_STRING, CAIRO_STATUS_INVALID_PATH_DATA, CAIRO_STATUS_READ_ERROR, CAIRO_STATUS_WRITE_ERROR
    /* later values are not used here */
} cairo_status_t;
typedef enum _cairo_format { CAIRO_FORMAT_INVALID = -1, CAIRO_FORMAT_ARGB32 = 0, CAIRO_FORMAT_RGB24 = 1, CAIRO_FORMAT_A8 = 2 } cairo_format_t;
typedef enum _cairo_antialias { CAIRO_ANTIALIAS_DEFAULT, CAIRO_ANTIALIAS_NONE, CAIRO_ANTIALIAS_GRAY, CAIRO_ANTIALIAS_SUBPIXEL } cairo_antialias_t;
typedef enum _cairo_filter { CAIRO_FILTER_FAST, CAIRO_FILTER_GOOD, CAIRO_FILTER_BEST, CAIRO_FILTER_NEAREST, CAIRO_FILTER_BILINEAR } cairo_filter_t;
typedef enum _cairo_font_type { CAIRO_FONT_TYPE_TOY, CAIRO_FONT_TYPE_FT } cairo_font_type_t;
typedef enum _cairo_hint_metrics { CAIRO_HINT_METRICS_DEFAULT, CAIRO_HINT_METRICS_OFF, CAIRO_HINT_METRICS_ON } cairo_hint_metrics_t;
typedef enum _cairo_hint_style { CAIRO_HINT_STYLE_DEFAULT, CAIRO_HINT_STYLE_NONE, CAIRO_HINT_STYLE_SLIGHT, CAIRO_HINT_STYLE_MEDIUM, CAIRO_HINT_STYLE_FULL } cairo_hint_style_t;
typedef enum _cairo_line_cap { CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE } cairo_line_cap_t;
typedef enum _cairo_line_join { CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL } cairo_line_join_t;
typedef enum _cairo_pdf_metadata {
    CAIRO_PDF_METADATA_TITLE, CAIRO_PDF_METADATA_AUTHOR, CAIRO_PDF_METADATA_SUBJECT, CAIRO_PDF_METADATA_KEYWORDS, CAIRO_PDF_METADATA_CREATOR
} cairo_pdf_metadata_t;
typedef enum _cairo_pdf_outline_flags {
    CAIRO_PDF_OUTLINE_FLAG_OPEN = 0x1, CAIRO_PDF_OUTLINE_FLAG_BOLD = 0x2, CAIRO_PDF_OUTLINE_FLAG_ITALIC = 0x4
} cairo_pdf_outline_flags_t;
#define CAIRO_PDF_OUTLINE_ROOT 0
typedef enum _cairo_subpixel_order { CAIRO_SUBPIXEL_ORDER_DEFAULT, CAIRO_SUBPIXEL_ORDER_RGB, CAIRO_SUBPIXEL_ORDER_BGR } cairo_subpixel_order_t;
typedef cairo_status_t (*cairo_write_func_t)(void *closure, const unsigned char *data, unsigned int length);

/* Pango */
#define PANGO_SCALE 1024
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttrClass PangoAttrClass;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoFcFontMap PangoFcFontMap;
/* A GObject instance: its class, its reference count, its data. */
typedef struct _PangoFontMap { void *g_class; guint ref_count; void *qdata; } PangoFontMap;
typedef struct _PangoRectangle { int x; int y; int width; int height; } PangoRectangle;
typedef struct _PangoLayoutLine { PangoLayout *layout; gint start_index; gint length; GSList *runs; guint is_paragraph_start : 1; guint resolved_dir : 3; } PangoLayoutLine;
typedef struct _PangoAttribute { const PangoAttrClass *klass; guint start_index; guint end_index; } PangoAttribute;
typedef struct _PangoLogAttr {
    guint is_line_break : 1; guint is_mandatory_break : 1; guint is_char_break : 1; guint is_white : 1;
    guint is_cursor_position : 1; guint is_word_start : 1; guint is_word_end : 1; guint is_sentence_boundary : 1;
    guint is_sentence_start : 1; guint is_sentence_end : 1; guint backspace_deletes_character : 1; guint is_expandable_space : 1;
    guint is_word_boundary : 1; guint break_inserts_hyphen : 1; guint break_removes_preceding : 1; guint reserved : 17;
} PangoLogAttr;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum {
    PANGO_WEIGHT_THIN = 100, PANGO_WEIGHT_ULTRALIGHT = 200, PANGO_WEIGHT_LIGHT = 300, PANGO_WEIGHT_SEMILIGHT = 350,
    PANGO_WEIGHT_BOOK = 380, PANGO_WEIGHT_NORMAL = 400, PANGO_WEIGHT_MEDIUM = 500, PANGO_WEIGHT_SEMIBOLD = 600,
    PANGO_WEIGHT_BOLD = 700, PANGO_WEIGHT_ULTRABOLD = 800, PANGO_WEIGHT_HEAVY = 900, PANGO_WEIGHT_ULTRAHEAVY = 1000
} PangoWeight;

/*
 * Every function used, once: F(return type, name, parameters, arguments) and V(name, parameters,
 * arguments) for those that return nothing. The declarations below and the forwarding definitions
 * in CPangoCairo.c are both made from this list.
 */
#define CREASE_RENDER_FUNCTIONS(F, V) \
    F(const char *, cairo_version_string, (void), ()) \
    F(int, FcGetVersion, (void), ()) \
    F(int, FT_Done_FreeType, (FT_Library library), (library)) \
    F(int, FT_Init_FreeType, (FT_Library *alibrary), (alibrary)) \
    V(FT_Library_Version, (FT_Library library, int *amajor, int *aminor, int *apatch), (library, amajor, aminor, apatch)) \
    F(const char *, hb_version_string, (void), ()) \
    F(const char *, pango_version_string, (void), ()) \
    F(FcBool, FcConfigAppFontAddFile, (FcConfig *config, const FcChar8 *file), (config, file)) \
    F(FcConfig *, FcConfigCreate, (void), ()) \
    V(FcConfigDestroy, (FcConfig *config), (config)) \
    F(FcBool, FcConfigParseAndLoadFromMemory, (FcConfig *config, const FcChar8 *buffer, FcBool complain), (config, buffer, complain)) \
    V(cairo_arc, (cairo_t *cr, double xc, double yc, double radius, double angle1, double angle2), (cr, xc, yc, radius, angle1, angle2)) \
    V(cairo_clip, (cairo_t *cr), (cr)) \
    V(cairo_close_path, (cairo_t *cr), (cr)) \
    F(cairo_t *, cairo_create, (cairo_surface_t *target), (target)) \
    V(cairo_destroy, (cairo_t *cr), (cr)) \
    V(cairo_fill, (cairo_t *cr), (cr)) \
    F(cairo_font_options_t *, cairo_font_options_create, (void), ()) \
    V(cairo_font_options_destroy, (cairo_font_options_t *options), (options)) \
    V(cairo_font_options_set_antialias, (cairo_font_options_t *options, cairo_antialias_t antialias), (options, antialias)) \
    V(cairo_font_options_set_hint_metrics, (cairo_font_options_t *options, cairo_hint_metrics_t hint_metrics), (options, hint_metrics)) \
    V(cairo_font_options_set_hint_style, (cairo_font_options_t *options, cairo_hint_style_t hint_style), (options, hint_style)) \
    V(cairo_font_options_set_subpixel_order, (cairo_font_options_t *options, cairo_subpixel_order_t subpixel_order), (options, subpixel_order)) \
    V(cairo_font_options_set_variations, (cairo_font_options_t *options, const char *variations), (options, variations)) \
    F(cairo_pattern_t *, cairo_get_source, (cairo_t *cr), (cr)) \
    F(cairo_surface_t *, cairo_image_surface_create, (cairo_format_t format, int width, int height), (format, width, height)) \
    F(cairo_surface_t *, cairo_image_surface_create_for_data, (unsigned char *data, cairo_format_t format, int width, int height, int stride), (data, format, width, height, stride)) \
    F(unsigned char *, cairo_image_surface_get_data, (cairo_surface_t *surface), (surface)) \
    F(int, cairo_image_surface_get_stride, (cairo_surface_t *surface), (surface)) \
    V(cairo_line_to, (cairo_t *cr, double x, double y), (cr, x, y)) \
    V(cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y)) \
    V(cairo_new_sub_path, (cairo_t *cr), (cr)) \
    V(cairo_paint, (cairo_t *cr), (cr)) \
    V(cairo_pattern_add_color_stop_rgba, (cairo_pattern_t *pattern, double offset, double red, double green, double blue, double alpha), (pattern, offset, red, green, blue, alpha)) \
    F(cairo_pattern_t *, cairo_pattern_create_linear, (double x0, double y0, double x1, double y1), (x0, y0, x1, y1)) \
    V(cairo_pattern_destroy, (cairo_pattern_t *pattern), (pattern)) \
    V(cairo_pattern_set_filter, (cairo_pattern_t *pattern, cairo_filter_t filter), (pattern, filter)) \
    F(cairo_surface_t *, cairo_pdf_surface_create_for_stream, (cairo_write_func_t write_func, void *closure, double width_in_points, double height_in_points), (write_func, closure, width_in_points, height_in_points)) \
    V(cairo_pdf_surface_set_metadata, (cairo_surface_t *surface, cairo_pdf_metadata_t metadata, const char *utf8), (surface, metadata, utf8)) \
    V(cairo_pdf_surface_set_size, (cairo_surface_t *surface, double width_in_points, double height_in_points), (surface, width_in_points, height_in_points)) \
    F(int, cairo_pdf_surface_add_outline, (cairo_surface_t *surface, int parent_id, const char *utf8, const char *link_attribs, cairo_pdf_outline_flags_t flags), (surface, parent_id, utf8, link_attribs, flags)) \
    V(cairo_rectangle, (cairo_t *cr, double x, double y, double width, double height), (cr, x, y, width, height)) \
    V(cairo_restore, (cairo_t *cr), (cr)) \
    V(cairo_save, (cairo_t *cr), (cr)) \
    V(cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy)) \
    V(cairo_set_dash, (cairo_t *cr, const double *dashes, int num_dashes, double offset), (cr, dashes, num_dashes, offset)) \
    V(cairo_set_line_cap, (cairo_t *cr, cairo_line_cap_t line_cap), (cr, line_cap)) \
    V(cairo_set_line_join, (cairo_t *cr, cairo_line_join_t line_join), (cr, line_join)) \
    V(cairo_set_line_width, (cairo_t *cr, double width), (cr, width)) \
    V(cairo_set_source, (cairo_t *cr, cairo_pattern_t *source), (cr, source)) \
    V(cairo_set_source_rgba, (cairo_t *cr, double red, double green, double blue, double alpha), (cr, red, green, blue, alpha)) \
    V(cairo_set_source_surface, (cairo_t *cr, cairo_surface_t *surface, double x, double y), (cr, surface, x, y)) \
    V(cairo_show_page, (cairo_t *cr), (cr)) \
    F(cairo_status_t, cairo_status, (cairo_t *cr), (cr)) \
    F(const char *, cairo_status_to_string, (cairo_status_t status), (status)) \
    V(cairo_stroke, (cairo_t *cr), (cr)) \
    V(cairo_surface_destroy, (cairo_surface_t *surface), (surface)) \
    V(cairo_surface_finish, (cairo_surface_t *surface), (surface)) \
    V(cairo_surface_flush, (cairo_surface_t *surface), (surface)) \
    V(cairo_surface_mark_dirty, (cairo_surface_t *surface), (surface)) \
    F(cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface)) \
    V(cairo_translate, (cairo_t *cr, double tx, double ty), (cr, tx, ty)) \
    V(g_object_unref, (gpointer object), (object)) \
    F(PangoAttribute *, pango_attr_allow_breaks_new, (gboolean allow_breaks), (allow_breaks)) \
    V(pango_attr_list_insert, (PangoAttrList *list, PangoAttribute *attr), (list, attr)) \
    F(PangoAttrList *, pango_attr_list_new, (void), ()) \
    V(pango_attr_list_unref, (PangoAttrList *list), (list)) \
    V(pango_cairo_context_set_font_options, (PangoContext *context, const cairo_font_options_t *options), (context, options)) \
    V(pango_cairo_context_set_resolution, (PangoContext *context, double dpi), (context, dpi)) \
    F(PangoFontMap *, pango_cairo_font_map_new_for_font_type, (cairo_font_type_t fonttype), (fonttype)) \
    V(pango_cairo_show_layout, (cairo_t *cr, PangoLayout *layout), (cr, layout)) \
    V(pango_cairo_show_layout_line, (cairo_t *cr, PangoLayoutLine *line), (cr, line)) \
    V(pango_cairo_layout_line_path, (cairo_t *cr, PangoLayoutLine *line), (cr, line)) \
    V(pango_context_set_round_glyph_positions, (PangoContext *context, gboolean round_positions), (context, round_positions)) \
    V(pango_fc_font_map_set_config, (PangoFcFontMap *fcfontmap, FcConfig *fcconfig), (fcfontmap, fcconfig)) \
    V(pango_font_description_free, (PangoFontDescription *desc), (desc)) \
    F(PangoFontDescription *, pango_font_description_new, (void), ()) \
    V(pango_font_description_set_absolute_size, (PangoFontDescription *desc, double size), (desc, size)) \
    V(pango_font_description_set_family, (PangoFontDescription *desc, const char *family), (desc, family)) \
    V(pango_font_description_set_weight, (PangoFontDescription *desc, PangoWeight weight), (desc, weight)) \
    F(PangoContext *, pango_font_map_create_context, (PangoFontMap *fontmap), (fontmap)) \
    F(PangoAttrList *, pango_layout_get_attributes, (PangoLayout *layout), (layout)) \
    F(int, pango_layout_get_baseline, (PangoLayout *layout), (layout)) \
    V(pango_layout_get_extents, (PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect), (layout, ink_rect, logical_rect)) \
    F(PangoLayoutIter *, pango_layout_get_iter, (PangoLayout *layout), (layout)) \
    F(int, pango_layout_get_line_count, (PangoLayout *layout), (layout)) \
    F(PangoLayoutLine *, pango_layout_get_line_readonly, (PangoLayout *layout, int line), (layout, line)) \
    F(const PangoLogAttr *, pango_layout_get_log_attrs_readonly, (PangoLayout *layout, gint *n_attrs), (layout, n_attrs)) \
    F(const char *, pango_layout_get_text, (PangoLayout *layout), (layout)) \
    V(pango_layout_iter_free, (PangoLayoutIter *iter), (iter)) \
    F(int, pango_layout_iter_get_baseline, (PangoLayoutIter *iter), (iter)) \
    V(pango_layout_iter_get_cluster_extents, (PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect), (iter, ink_rect, logical_rect)) \
    F(int, pango_layout_iter_get_index, (PangoLayoutIter *iter), (iter)) \
    V(pango_layout_iter_get_line_extents, (PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect), (iter, ink_rect, logical_rect)) \
    F(PangoLayoutLine *, pango_layout_iter_get_line_readonly, (PangoLayoutIter *iter), (iter)) \
    F(gboolean, pango_layout_iter_next_cluster, (PangoLayoutIter *iter), (iter)) \
    F(gboolean, pango_layout_iter_next_line, (PangoLayoutIter *iter), (iter)) \
    V(pango_layout_line_get_extents, (PangoLayoutLine *line, PangoRectangle *ink_rect, PangoRectangle *logical_rect), (line, ink_rect, logical_rect)) \
    F(PangoLayout *, pango_layout_new, (PangoContext *context), (context)) \
    V(pango_layout_set_alignment, (PangoLayout *layout, PangoAlignment alignment), (layout, alignment)) \
    V(pango_layout_set_attributes, (PangoLayout *layout, PangoAttrList *attrs), (layout, attrs)) \
    V(pango_layout_set_auto_dir, (PangoLayout *layout, gboolean auto_dir), (layout, auto_dir)) \
    V(pango_layout_set_font_description, (PangoLayout *layout, const PangoFontDescription *desc), (layout, desc)) \
    V(pango_layout_set_text, (PangoLayout *layout, const char *text, int length), (layout, text, length)) \
    V(pango_layout_set_width, (PangoLayout *layout, int width), (layout, width)) \
    V(pango_layout_set_wrap, (PangoLayout *layout, PangoWrapMode wrap), (layout, wrap))

#define CREASE_DECLARE(ret, name, params, args) ret name params;
#define CREASE_DECLARE_VOID(name, params, args) void name params;
CREASE_RENDER_FUNCTIONS(CREASE_DECLARE, CREASE_DECLARE_VOID)
#undef CREASE_DECLARE
#undef CREASE_DECLARE_VOID

#endif
