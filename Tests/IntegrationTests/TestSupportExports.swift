// Every test file of this target uses the shared helpers without importing them itself.
@_exported import TestSupport
