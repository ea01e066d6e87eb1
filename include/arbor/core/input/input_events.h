// Every input event type, for code that handles several.
#pragma once

#include "arbor/core/input/input_event.h"
#include "arbor/core/input/input_event_action.h"
#include "arbor/core/input/input_event_joypad_button.h"
#include "arbor/core/input/input_event_joypad_motion.h"
#include "arbor/core/input/input_event_key.h"
#include "arbor/core/input/input_event_mouse_button.h"
#include "arbor/core/input/input_event_mouse_motion.h"
#include "arbor/core/input/input_event_mouse_wheel.h"
#include "arbor/core/input/input_event_text.h"
