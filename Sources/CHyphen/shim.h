#ifndef CHYPHEN_SHIM_H
#define CHYPHEN_SHIM_H
// libhyphen (Debian libhyphen-dev) ships no pkg-config file: the module map links -lhyphen itself.
#include <stdio.h>
#include <hyphen.h>
#endif
