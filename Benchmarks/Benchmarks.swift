import Traces
