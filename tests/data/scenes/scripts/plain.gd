extends Node
# no class_name: nothing binds this script
var class_name_in_a_comment = 1
