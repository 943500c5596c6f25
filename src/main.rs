fn main() -> std::process::ExitCode {
    qili::cli::main()
}
