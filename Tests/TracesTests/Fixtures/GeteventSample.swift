/// A realistic `adb shell getevent -lp` header followed by `getevent -lt` output: a
/// Samsung-style touchscreen (/dev/input/event2, 1080 × 2340) with a two-finger pinch
/// (protocol B slots), a volume key press on another device in the middle, and a tap
/// in the bottom-right corner. Written for the tests (no real recording is at hand); it
/// lives in a Swift file so that the test target needs no resource declarations.
enum GeteventSample {
    static let fileName = "getevent-pinch.txt"

    static let text = #"""
add device 1: /dev/input/event0
  bus:      0019
  vendor    0001
  product   0001
  version   0100
  name:     "gpio-keys"
  location: "gpio-keys/input0"
  id:       ""
  version:  1.0.1
  events:
    KEY (0001): KEY_VOLUMEDOWN        KEY_VOLUMEUP          KEY_POWER
  input props:
    <none>
add device 2: /dev/input/event2
  bus:      0000
  vendor    0000
  product   0000
  version   0000
  name:     "sec_touchscreen"
  location: "sec_touchscreen/input1"
  id:       ""
  version:  1.0.1
  events:
    KEY (0001): KEY_HOMEPAGE          BTN_TOOL_FINGER       BTN_TOUCH
    ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                ABS_MT_TOUCH_MAJOR    : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0
                ABS_MT_TOUCH_MINOR    : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0
                ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
                ABS_MT_POSITION_Y     : value 0, min 0, max 2339, fuzz 0, flat 0, resolution 0
                ABS_MT_TRACKING_ID    : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0
                ABS_MT_PRESSURE       : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0
  input props:
    INPUT_PROP_DIRECT
could not get driver version for /dev/input/mouse0, Not a typewriter
[   51234.104000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   000001a2
[   51234.104000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000001a4
[   51234.104000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000514
[   51234.104000] /dev/input/event2: EV_ABS       ABS_MT_TOUCH_MAJOR   00000006
[   51234.104000] /dev/input/event2: EV_ABS       ABS_MT_PRESSURE      00000030
[   51234.104000] /dev/input/event2: EV_KEY       BTN_TOUCH            DOWN
[   51234.104000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.112313] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
[   51234.112313] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   000001a3
[   51234.112313] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000028a
[   51234.112313] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    0000041a
[   51234.112313] /dev/input/event2: EV_ABS       ABS_MT_PRESSURE      0000002c
[   51234.112313] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.120646] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
[   51234.120646] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000196
[   51234.120646] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000525
[   51234.120646] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
[   51234.120646] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000299
[   51234.120646] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    0000040a
[   51234.120646] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.128979] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
[   51234.128979] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000188
[   51234.128979] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000536
[   51234.128979] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
[   51234.128979] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000002a8
[   51234.128979] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000003fa
[   51234.128979] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.137312] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
[   51234.137312] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000017a
[   51234.137312] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000547
[   51234.137312] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
[   51234.137312] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000002b7
[   51234.137312] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.145645] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
[   51234.145645] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000016c
[   51234.145645] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000558
[   51234.145645] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
[   51234.145645] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000002c6
[   51234.145645] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000003da
[   51234.145645] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.153978] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
[   51234.153978] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000015e
[   51234.153978] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000569
[   51234.153978] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
[   51234.153978] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000002d5
[   51234.153978] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000003ca
[   51234.153978] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.162311] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
[   51234.162311] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000150
[   51234.162311] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    0000057a
[   51234.162311] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
[   51234.162311] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000002e4
[   51234.162311] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.163223] /dev/input/event0: EV_KEY       KEY_VOLUMEDOWN       DOWN
[   51234.163223] /dev/input/event0: EV_SYN       SYN_REPORT           00000000
[   51234.170644] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
[   51234.170644] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000142
[   51234.170644] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    0000058b
[   51234.170644] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
[   51234.170644] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000002f3
[   51234.170644] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000003aa
[   51234.170644] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.178977] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
[   51234.178977] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000134
[   51234.178977] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    0000059c
[   51234.178977] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
[   51234.178977] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000302
[   51234.178977] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    0000039a
[   51234.178977] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.187310] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
[   51234.187310] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000126
[   51234.187310] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000005ad
[   51234.187310] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
[   51234.187310] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000311
[   51234.187310] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.195643] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
[   51234.195643] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000118
[   51234.195643] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000005be
[   51234.195643] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
[   51234.195643] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000320
[   51234.195643] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    0000037a
[   51234.195643] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.203976] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
[   51234.203976] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000010a
[   51234.203976] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000005cf
[   51234.203976] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
[   51234.203976] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000032f
[   51234.203976] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    0000036a
[   51234.203976] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.212309] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
[   51234.212309] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000000fc
[   51234.212309] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000005e0
[   51234.212309] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
[   51234.212309] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000033e
[   51234.212309] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.220642] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
[   51234.220642] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
[   51234.220642] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.237309] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000001
[   51234.237309] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
[   51234.237309] /dev/input/event2: EV_KEY       BTN_TOUCH            UP
[   51234.237309] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.649654] /dev/input/event2: EV_ABS       ABS_MT_SLOT          00000000
[   51234.649654] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   000001a4
[   51234.649654] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000437
[   51234.649654] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000923
[   51234.649654] /dev/input/event2: EV_KEY       BTN_TOUCH            DOWN
[   51234.649654] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
[   51234.732655] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
[   51234.732655] /dev/input/event2: EV_KEY       BTN_TOUCH            UP
[   51234.732655] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
"""#
}
