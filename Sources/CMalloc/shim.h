#ifndef CMALLOC_SHIM_H
#define CMALLOC_SHIM_H
#include <malloc.h>
#endif
